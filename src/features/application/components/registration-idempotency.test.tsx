import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@/mocks/api-url';
import { submissionsTable } from '@/mocks/db/application';
import { server } from '@/mocks/node';
import { initialRegistrationState } from '@/shared/session/registration-slice';
import { renderWithProviders } from '@/testing/test-utils';
import { idempotencyKeyFor } from '../draft';
import { fillValidStudent, submitButton } from '../testing/fill';
import { preloadRegistrationForm } from './lazy-registration-form';
import RegisterScreen from './register-screen';

// Typing a whole form with user-event takes a few seconds.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => preloadRegistrationForm());

const agreed = { registration: { ...initialRegistrationState, doesUserAgreeRODO: true } };
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const storedKey = () => window.sessionStorage.getItem('dormitory:draft:register:idempotency-key');

/**
 * The first post reaches the demo API, which delivers the application, but its answer never
 * comes back (a time-out or a dropped connection); later posts are answered as usual.
 */
function loseFirstAnswer() {
  const keys: (string | null)[] = [];
  let forwarding = false;
  server.use(
    http.post(api('/app/form/post'), async ({ request }) => {
      if (forwarding) return undefined; // the inner request: on to the demo API
      keys.push(request.headers.get('Idempotency-Key'));
      if (keys.length > 1) return undefined;
      forwarding = true;
      await fetch(request.clone());
      forwarding = false;
      return HttpResponse.error();
    }),
  );
  return keys;
}

describe('the application post is safe to repeat', () => {
  it('sends one key per draft and reuses it after a lost answer: one application', async () => {
    const keys = loseFirstAnswer();
    const { user } = renderWithProviders(<RegisterScreen />, {
      preloadedState: agreed,
      route: '/register',
    });
    await fillValidStudent(user);
    await user.click(submitButton());
    expect(await screen.findByText(/^the server could not be reached/i)).toBeVisible();
    expect(submissionsTable.get()).toHaveLength(1);
    // Kept beside the draft: a reload would send the same key.
    expect(storedKey()).toBe(keys[0]);

    await user.click(submitButton());
    expect(
      await screen.findByRole('heading', { name: 'Your application has been delivered!' }),
    ).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(uuid);
    expect(keys[1]).toBe(keys[0]);
    expect(submissionsTable.get()).toHaveLength(1);
    // Delivered: the next application gets a new key.
    expect(storedKey()).toBeNull();
    expect(idempotencyKeyFor('register')).not.toBe(keys[0]);
  });
});
