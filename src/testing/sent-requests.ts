import { onTestFinished } from 'vitest';
import { server } from '@/mocks/node';

/**
 * What the tests see of the requests a screen sends, at the (MSW) server. Each helper listens
 * from its call to the end of the test that called it, and only its own listener goes then: the
 * test setup listens too, for the contract checks. Call them inside a test (or a `beforeEach`).
 */

/** Calls `listener` with each request this test sends from now on. */
export function onEachRequest(listener: (request: Request) => void): void {
  const onStart = ({ request }: { request: Request }) => listener(request);
  server.events.on('request:start', onStart);
  onTestFinished(() => server.events.removeListener('request:start', onStart));
}

/** A request as the server received it. */
export interface SentRequest {
  url: string;
  path: string;
  method: string;
  authorization: string | null;
  /** The body as text: read a moment after the request starts, so look once the screen answered. */
  body: string;
}

/** The requests this test sends from now on, in order. */
export function keepSentRequests(): SentRequest[] {
  const sent: SentRequest[] = [];
  onEachRequest((request) => {
    const copy = request.clone();
    const entry: SentRequest = {
      url: request.url,
      path: new URL(request.url).pathname,
      method: request.method,
      authorization: request.headers.get('Authorization'),
      body: '',
    };
    sent.push(entry);
    void copy.text().then((text) => {
      entry.body = text;
    });
  });
  return sent;
}

/** The JSON bodies this test sends with `method` to an address ending in `pathEnd`, in order. */
export function keepSentJson(method: 'POST' | 'PUT', pathEnd: string): unknown[] {
  const bodies: unknown[] = [];
  onEachRequest((request) => {
    if (request.method === method && request.url.endsWith(pathEnd))
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
  });
  return bodies;
}

/** Counts this test's requests from now on by `keyOf` (null: not counted). */
export function countRequests(keyOf: (request: Request) => string | null): Map<string, number> {
  const counts = new Map<string, number>();
  onEachRequest((request) => {
    const key = keyOf(request);
    if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  return counts;
}
