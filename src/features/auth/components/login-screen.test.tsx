import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/mocks/api-url';
import { demoSignInCode } from '@/mocks/db/users';
import { server } from '@/mocks/node';
import { browserLocation } from '@/shared/session/browser-location';
import { decodeState, encodeState, signInNonceKey } from '@/shared/session/sign-in';
import { renderApp } from '@/testing/test-utils';

/** The first visit of a lazy screen compiles its chunk. */
const slow = { timeout: 5_000 };

function signOnAnswer(returnTo: string, userId = '1001') {
  window.sessionStorage.setItem(signInNonceKey, 'nonce-1');
  const query = new URLSearchParams({
    code: demoSignInCode(userId),
    state: encodeState('nonce-1', returnTo),
  });
  return `/login?${query.toString()}`;
}

describe('/login: completing the single sign-on', () => {
  it('exchanges the code, stores the session, drops the code and goes to the state route', async () => {
    const { store, findByRole } = renderApp(signOnAnswer('/accessibility'));
    expect(
      await findByRole('heading', { level: 1, name: /accessibility statement/i }, slow),
    ).toBeInTheDocument();
    expect(store.getState().account).toMatchObject({
      login: 'jkowalski',
      userId: '1001',
      token_type: 'Bearer',
    });
    expect(store.getState().account.access_token).toMatch(/^demo\.1001\./);
    expect(window.location.hash).toBe('#/accessibility');
    expect(window.location.href).not.toContain('code=');
    expect(window.sessionStorage.getItem(signInNonceKey)).toBeNull();
    expect(await findByRole('banner')).toHaveTextContent('jkowalski');
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/\\evil.example',
    '/nope',
  ])('lands on the main page for the open-redirect value %s', async (returnTo) => {
    const { store, findByRole } = renderApp(signOnAnswer(returnTo));
    expect(
      await findByRole('heading', { level: 1, name: /student dormitories/i }, slow),
    ).toBeInTheDocument();
    expect(window.location.hash).toBe('#/');
    expect(store.getState().account.login).toBe('jkowalski');
  });

  it('refuses an answer whose one-time value does not match, without exchanging the code', async () => {
    let exchanged = false;
    server.use(
      mock.post(api('/app/auth/token'), () => {
        exchanged = true;
        return HttpResponse.json({});
      }),
    );
    const route = signOnAnswer('/panel');
    window.sessionStorage.setItem(signInNonceKey, 'another-tab');
    const { store, findByRole } = renderApp(route);
    expect(await findByRole('alert')).toHaveTextContent(/could not be verified/i);
    expect(exchanged).toBe(false);
    expect(store.getState().account.access_token).toBeNull();
    expect(window.location.hash).toBe('#/login');
  });

  it('explains a rejected code on the screen (no error dialog) and removes it from the address', async () => {
    server.use(
      mock.post(api('/app/auth/token'), () =>
        HttpResponse.json(
          { errors: [{ msg: 'The sign-in code is invalid or has expired', param: 'code' }] },
          { status: 400 },
        ),
      ),
    );
    const { store, findByRole, queryByRole } = renderApp(signOnAnswer('/panel'), {
      language: 'pl',
    });
    const alert = await findByRole('alert');
    expect(alert).toHaveTextContent(/logowanie nie powiodło się/i);
    expect(alert).toHaveTextContent('The sign-in code is invalid or has expired.');
    expect(queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(store.getState().account.access_token).toBeNull();
    expect(window.location.hash).toBe('#/login');
  });

  it('without a code, offers to start signing in', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { findByRole, user } = renderApp('/login');
    expect(await findByRole('status')).toHaveTextContent(/no sign-in in progress/i);
    await user.click(await findByRole('button', { name: /^sign in$/i }));
    const target = new URL(String(assign.mock.calls[0]?.[0]), 'http://localhost');
    expect(decodeState(target.searchParams.get('state') ?? '')?.returnTo).toBe('/panel');
  });
});
