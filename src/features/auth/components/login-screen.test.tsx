import { within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { issuedSignInCode, testCodeVerifier } from '@/testing/sign-in-code';
import { resetSignInRedirect } from '@/shared/api/http-client';
import { browserLocation } from '@/shared/session/browser-location';
import {
  decodeState,
  encodeState,
  rememberPendingSignIn,
  signInNonceKey,
} from '@/shared/session/sign-in';
import { forgetSignOnRoundTrips } from '@/shared/session/sign-on-round-trip';
import {
  captureSignInCallback,
  pendingSignInCallback,
  signInCallbackHandled,
} from '@/shared/session/sign-in-callback';
import { env } from '@/shared/config/env';
import {
  answerErrors,
  apiFaults,
  apiFaultSentences,
  failRequests,
  rawErrorCodes,
} from '@/testing/api-faults';
import { renderApp } from '@/testing/test-utils';
import { openRedirects } from '@/testing/open-redirects';

/** The first visit of a lazy screen compiles its chunk. */
const slow = { timeout: 5_000 };

/** The app's address without a fragment: the redirect_uri the app sends (RFC 6749 3.1.2). */
const appBase = () => `${window.location.origin}${window.location.pathname}`;

async function signOnQuery(returnTo: string, userId = '1001') {
  rememberPendingSignIn('nonce-1', testCodeVerifier);
  return new URLSearchParams({
    code: await issuedSignInCode(userId, appBase()),
    state: encodeState('nonce-1', returnTo),
  }).toString();
}

/** The older shape of the answer, in the hash route: `#/login?code=&state=`. */
async function signOnAnswer(returnTo: string, userId = '1001') {
  return `/login?${await signOnQuery(returnTo, userId)}`;
}

/** The session the demo's token endpoint gives jkowalski, but the userId. */
const demoSession = { access_token: 'demo.1001.abc', token_type: 'Bearer', login: 'jkowalski' };

/** Signs in through /login, the token endpoint answering `answer`; returns the stored session. */
async function sessionStoredFrom(answer: Record<string, unknown>) {
  server.use(mock.post(api('/app/auth/token'), () => HttpResponse.json(answer)));
  const { store, findByRole } = renderApp(await signOnAnswer('/accessibility'));
  await findByRole('heading', { level: 1, name: /accessibility statement/i }, slow);
  return store.getState().account;
}

describe('/login: completing the single sign-on', () => {
  it('signs in from a compliant answer in the real query string, which leaves the address at once', async () => {
    const query = await signOnQuery('/accessibility');
    window.history.replaceState(null, '', `/?${query}`);
    const entries = window.history.length;
    expect(captureSignInCallback()).toBe(true);
    // Replaced, not pushed: no history entry (so no Back) ever holds the code again.
    expect(window.history.length).toBe(entries);
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#/login');
    const { store, findByRole } = renderApp('/login');
    expect(
      await findByRole('heading', { level: 1, name: /accessibility statement/i }, slow),
    ).toBeInTheDocument();
    expect(store.getState().account).toMatchObject({ login: 'jkowalski', userId: '1001' });
    expect(window.location.href).not.toContain('code=');
    expect(window.location.href).not.toContain('state=');
  });

  it('keeps other query parameters and ignores an address without a sign-on answer', () => {
    window.history.replaceState(null, '', '/?lang=pl#/rodo');
    expect(captureSignInCallback()).toBe(false);
    expect(window.location.hash).toBe('#/rodo');
    window.history.replaceState(null, '', '/?lang=pl&code=c&state=s&iss=x#/login');
    expect(captureSignInCallback()).toBe(true);
    expect(window.location.search).toBe('?lang=pl');
    expect(pendingSignInCallback()).toEqual({ code: 'c', state: 's', error: null, iss: 'x' });
    signInCallbackHandled();
    window.history.replaceState(null, '', '/');
  });

  it('sends the PKCE verifier and the fragment-free redirect_uri with the code', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      mock.post(api('/app/auth/token'), async ({ request }) => {
        body = (await request.clone().json()) as Record<string, unknown>;
        return undefined;
      }),
    );
    const { findByRole } = renderApp(await signOnAnswer('/accessibility'));
    await findByRole('heading', { level: 1, name: /accessibility statement/i }, slow);
    expect(body.code_verifier).toBe(testCodeVerifier);
    expect(body.redirect_uri).toBe(appBase());
  });

  it.each([
    ['a number', 42, '42'],
    ['a string', 'u-7', 'u-7'],
  ])('accepts a userId given as %s and ignores unknown fields', async (_kind, userId, kept) => {
    const answer = { ...demoSession, userId, expires_in: 3600, scope: 'ekonto.user' };
    expect(await sessionStoredFrom(answer)).toEqual({ ...demoSession, userId: kept });
  });

  it('exchanges the code, stores the session, drops the code and goes to the state route', async () => {
    const { store, findByRole } = renderApp(await signOnAnswer('/accessibility'));
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

  it.each(openRedirects)(
    'lands on the main page for the open-redirect value %s',
    async (returnTo) => {
      const { store, findByRole } = renderApp(await signOnAnswer(returnTo));
      expect(
        await findByRole('heading', { level: 1, name: /student dormitories/i }, slow),
      ).toBeInTheDocument();
      expect(window.location.hash).toBe('#/');
      expect(store.getState().account.login).toBe('jkowalski');
    },
  );

  it('refuses an answer whose one-time value does not match, without exchanging the code', async () => {
    let exchanged = false;
    server.use(
      mock.post(api('/app/auth/token'), () => {
        exchanged = true;
        return HttpResponse.json({});
      }),
    );
    const route = await signOnAnswer('/panel');
    rememberPendingSignIn('another-tab', testCodeVerifier);
    const { store, findByRole } = renderApp(route);
    expect(await findByRole('alert')).toHaveTextContent(/could not be verified/i);
    expect(exchanged).toBe(false);
    expect(store.getState().account.access_token).toBeNull();
    expect(window.location.hash).toBe('#/login');
  });

  it.each([
    ['another sign-on', 'https://evil.example'],
    ['a look-alike of ours', `${env.ssoIssuer}.evil.example`],
  ])(
    'refuses an answer whose iss (RFC 9207) names %s, without exchanging the code',
    async (_case, iss) => {
      let exchanged = false;
      server.use(
        mock.post(api('/app/auth/token'), () => {
          exchanged = true;
          return HttpResponse.json({});
        }),
      );
      const query = new URLSearchParams(await signOnQuery('/panel'));
      query.set('iss', iss);
      window.history.replaceState(null, '', `/?${query.toString()}`);
      expect(captureSignInCallback()).toBe(true);
      const { store, findByRole } = renderApp('/login');
      expect(await findByRole('alert', {}, slow)).toHaveTextContent(/could not be verified/i);
      expect(exchanged).toBe(false);
      expect(store.getState().account.access_token).toBeNull();
    },
  );

  it('signs in from an answer whose iss is the configured issuer', async () => {
    const query = new URLSearchParams(await signOnQuery('/accessibility'));
    query.set('iss', env.ssoIssuer);
    window.history.replaceState(null, '', `/?${query.toString()}`);
    expect(captureSignInCallback()).toBe(true);
    const { store, findByRole } = renderApp('/login');
    expect(
      await findByRole('heading', { level: 1, name: /accessibility statement/i }, slow),
    ).toBeInTheDocument();
    expect(store.getState().account).toMatchObject({ login: 'jkowalski' });
  });

  it('explains a rejected code on the screen (no error dialog) and removes it from the address', async () => {
    answerErrors('post', '/app/auth/token', 400, [
      { msg: 'This sign-in has expired or was already used. Sign in again.', param: 'code' },
    ]);
    const { store, findByRole, queryByRole } = renderApp(await signOnAnswer('/panel'), {
      language: 'pl',
    });
    const alert = await findByRole('alert');
    expect(alert).toHaveTextContent(/logowanie nie powiodło się/i);
    expect(alert).toHaveTextContent('This sign-in has expired or was already used. Sign in again.');
    expect(queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(store.getState().account.access_token).toBeNull();
    expect(window.location.hash).toBe('#/login');
  });

  it('without a code, offers to start signing in', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { findByRole, user } = renderApp('/login');
    expect(await findByRole('status')).toHaveTextContent(/no sign-in in progress/i);
    await user.click(await findByRole('button', { name: /^sign in$/i }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    const target = new URL(String(assign.mock.calls[0]?.[0]), 'http://localhost');
    expect(decodeState(target.searchParams.get('state') ?? '')?.returnTo).toBe('/panel');
  });
});

/** An error answer of the sign-on (RFC 6749 4.1.2.1), in the real query string. */
function errorAnswer(error: string, state: string) {
  const description = '<img src=x onerror="window.hacked=1"><b>Call 0 800 EVIL</b>';
  window.history.replaceState(
    null,
    '',
    `/?${new URLSearchParams({ error, error_description: description, error_uri: 'https://evil.example/', state }).toString()}`,
  );
  expect(captureSignInCallback()).toBe(true);
}

describe('/login: an error answer of the sign-on (RFC 6749 4.1.2.1)', () => {
  it.each([
    ['access_denied', 'en', /sign-in cancelled/i],
    ['temporarily_unavailable', 'en', /university login unavailable/i],
    ['server_error', 'pl', /uczelniany system logowania jest niedostępny/i],
    ['invalid_scope', 'en', /sign-in refused/i],
    ['some_new_code', 'pl', /logowanie odrzucone/i],
  ] as const)(
    '%s: says so in %s, uses up the state, never shows error_description, leaves the address',
    async (error, language, title) => {
      let exchanged = false;
      server.use(
        mock.post(api('/app/auth/token'), () => {
          exchanged = true;
          return HttpResponse.json({});
        }),
      );
      rememberPendingSignIn('nonce-e', testCodeVerifier);
      errorAnswer(error, encodeState('nonce-e', '/panel'));
      const { store, findByRole } = renderApp('/login', { language });
      const alert = await findByRole('alert');
      expect(alert).toHaveTextContent(title);
      expect(document.body.textContent).not.toMatch(/EVIL|onerror|evil\.example/);
      expect(alert.querySelector('img, b')).toBeNull();
      expect(window.sessionStorage.getItem(signInNonceKey)).toBeNull();
      expect(exchanged).toBe(false);
      expect(store.getState().account.access_token).toBeNull();
      expect(window.location.href).not.toMatch(/error|state=/);
      expect(pendingSignInCallback()).toBeNull();
    },
  );

  it('also in the older hash-route shape, which then leaves the address', async () => {
    rememberPendingSignIn('nonce-h', testCodeVerifier);
    const query = new URLSearchParams({
      error: 'access_denied',
      error_description: 'EVIL text',
      state: encodeState('nonce-h', '/panel'),
    });
    const { findByRole } = renderApp(`/login?${query.toString()}`);
    expect(await findByRole('alert')).toHaveTextContent(/sign-in cancelled/i);
    expect(document.body.textContent).not.toContain('EVIL');
    expect(window.sessionStorage.getItem(signInNonceKey)).toBeNull();
    await vi.waitFor(() => expect(window.location.hash).toBe('#/login'));
  });

  it('an error answer for a sign-in this tab did not start is not verified', async () => {
    rememberPendingSignIn('nonce-mine', testCodeVerifier);
    errorAnswer('access_denied', encodeState('nonce-other', '/panel'));
    const { findByRole } = renderApp('/login');
    expect(await findByRole('alert')).toHaveTextContent(/could not be verified/i);
  });
});

const signInFailed = { en: 'Sign-in failed', pl: 'Logowanie nie powiodło się' } as const;
const signInAgain = { en: /^sign in again$/i, pl: /^zaloguj się ponownie$/i } as const;

async function expectSignedOutWithRetry(
  rendered: ReturnType<typeof renderApp>,
  language: 'en' | 'pl',
  sentence: string,
  secret?: string,
) {
  const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  const alert = await rendered.findByRole('alert');
  expect(alert).toHaveTextContent(`${signInFailed[language]}${sentence}`);
  expect(document.body.textContent).not.toMatch(rawErrorCodes);
  expect(rendered.store.getState().account).toEqual({
    access_token: null,
    token_type: null,
    login: null,
    userId: null,
  });
  if (secret) {
    const stored = Object.keys(window.sessionStorage)
      .map((key) => window.sessionStorage.getItem(key) ?? '')
      .join('\n');
    expect(stored).not.toContain(secret);
  }
  expect(window.location.hash).toBe('#/login');
  expect(window.location.href).not.toContain('code=');
  expect(rendered.queryByRole('alertdialog')).not.toBeInTheDocument();
  await rendered.user.click(rendered.getByRole('button', { name: signInAgain[language] }));
  await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  expect(String(assign.mock.calls[0]?.[0])).toContain('scope=ekonto.user');
}

describe.each(['en', 'pl'] as const)('/login: the code exchange failing, in %s', (language) => {
  it.each(apiFaults)('%s: signed out on /login, told why, can sign in again', async (fault) => {
    failRequests(fault, 'post', '/app/auth/token');
    const rendered = renderApp(await signOnAnswer('/panel'), { language });
    await expectSignedOutWithRetry(rendered, language, apiFaultSentences[language][fault]);
  });
});

describe('/login: an answer that is not a complete session is not stored', () => {
  const unreadable = apiFaultSentences.en.malformed;
  it.each([
    ['no access_token', { token_type: 'Bearer', login: 'jkowalski', userId: '1001' }],
    ['an empty access_token', { access_token: '', token_type: 'Bearer', login: 'j', userId: '1' }],
    ['an empty token_type', { access_token: 'secret-1', token_type: '', login: 'j', userId: '1' }],
    ['a numeric token', { access_token: 42, token_type: 'Bearer', login: 'j', userId: '1' }],
    ['no login', { access_token: 'secret-2', token_type: 'Bearer', userId: '1001' }],
    ['no userId', { access_token: 'secret-3', token_type: 'Bearer', login: 'jkowalski' }],
    ['a list', [{ access_token: 'secret-4', token_type: 'Bearer', login: 'j', userId: '1' }]],
    // RFC 6749 7.1: a token of a type the app does not know is not used; RFC 6750 2.1 syntax.
    ['a MAC token', { access_token: 'secret-5', token_type: 'MAC', login: 'j', userId: '1' }],
    ['a DPoP token', { access_token: 'secret-6', token_type: 'DPoP', login: 'j', userId: '1' }],
    [
      'a token with a space',
      { access_token: 'secret-7 x', token_type: 'Bearer', login: 'j', userId: '1' },
    ],
    [
      'a token with a line break',
      { access_token: 'secret-8\nx', token_type: 'bearer', login: 'j', userId: '1' },
    ],
  ])('%s', async (_case, body) => {
    server.use(mock.post(api('/app/auth/token'), () => HttpResponse.json(body)));
    const rendered = renderApp(await signOnAnswer('/panel'));
    const secret = JSON.stringify(body).match(/secret-\d/)?.[0];
    await expectSignedOutWithRetry(rendered, 'en', unreadable, secret);
  });

  it('stores only the four session fields', async () => {
    const answer = { ...demoSession, userId: '1001', refresh_token: 'must-not-be-kept' };
    expect(await sessionStoredFrom(answer)).toEqual({ ...demoSession, userId: '1001' });
    expect(JSON.stringify(window.sessionStorage)).not.toContain('must-not-be-kept');
  });
});

describe.each(['en', 'pl'] as const)('/login: a 401 right after signing in, in %s', (language) => {
  const words = {
    en: { title: /your sign-in was not accepted/i, why: /you signed in a moment ago/i },
    pl: { title: /logowanie nie zostało przyjęte/i, why: /zalogowano cię przed chwilą/i },
  }[language];

  it('does not go back to the sign-on: it says why and offers to sign in again', async () => {
    resetSignInRedirect();
    forgetSignOnRoundTrips();
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    let refused = 0;
    server.use(
      mock.get(api('/app/panel/*'), () => {
        refused += 1;
        return new HttpResponse(null, { status: 401 });
      }),
    );
    const { findByRole, user } = renderApp(await signOnAnswer('/panel?tab=fees'), { language });
    const dialog = await findByRole('alertdialog', { name: words.title }, slow);
    expect(dialog).toHaveTextContent(words.why);
    expect(refused).toBeGreaterThan(0);
    // A redirect would have hashed its challenge and left by now.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(assign).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: signInAgain[language] }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const target = new URL(String(assign.mock.calls[0]?.[0]), 'http://localhost');
    expect(decodeState(target.searchParams.get('state') ?? '')?.returnTo).toBe('/panel?tab=fees');
  });
});
