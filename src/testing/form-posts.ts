import { http, HttpResponse } from 'msw';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';

/**
 * Keeps every registration post of this test (the multipart body as the server reads it) and
 * answers each as delivered, with a reference number. Call it inside the test: handlers set
 * with `server.use` are reset after each one.
 */
export function keepFormPosts(): FormData[] {
  const bodies: FormData[] = [];
  server.use(
    http.post(api('/app/form/post'), async ({ request }) => {
      bodies.push(await request.formData());
      return HttpResponse.json({ id: `A-${bodies.length}` }, { status: 201 });
    }),
  );
  return bodies;
}
