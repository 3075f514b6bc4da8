import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { initialAccountState } from '@/shared/session/account';
import { signedIn } from '@/shared/session/account-slice';
import { browserLocation } from '@/shared/session/browser-location';
import { guestIdentified, guestUuidSaved } from '@/shared/session/guest-slice';
import { decodeState } from '@/shared/session/sign-in';
import {
  forgetSignOnRoundTrips,
  freshSignInMs,
  noteSignInCompleted,
  signOnRoundTripKey,
} from '@/shared/session/sign-on-round-trip';
import { makeTestI18n } from '@/testing/test-i18n';
import { http, resetSignInRedirect } from './http-client';
import { connectStore } from './store-access';
import { answerErrors } from '@/testing/api-faults';

function setUp() {
  const store = makeStore();
  connectStore(store);
  store.dispatch(
    signedIn({ access_token: 'old', token_type: 'Bearer', login: 'jkowalski', userId: '1001' }),
  );
  return store;
}

beforeEach(() => {
  resetSignInRedirect();
  forgetSignOnRoundTrips();
});
afterEach(() => {
  window.location.hash = '';
});

describe('authorization header', () => {
  it('goes to panel paths, not to dictionaries; the guest token only to guest paths', async () => {
    const store = setUp();
    store.dispatch(guestUuidSaved('0d6c1c9e-6c0e-4a53-9d55-4d2f1c1c7a10'));
    store.dispatch(guestIdentified('guest.jwt.value'));
    const seen: Record<string, string | null> = {};
    server.use(
      mock.all(api('/app/*'), ({ request }) => {
        seen[new URL(request.url).pathname] = request.headers.get('Authorization');
        return HttpResponse.json({});
      }),
    );
    await http.get('/app/panel/fees');
    await http.get('/app/dictionaries/countries');
    await http.post('/app/guest/verify', {});
    await http.post('/app/form/post', { type: 'GuestForm' });
    expect(seen).toEqual({
      '/api/v1/app/panel/fees': 'Bearer old',
      '/api/v1/app/dictionaries/countries': null,
      '/api/v1/app/guest/verify': 'Bearer guest.jwt.value',
      '/api/v1/app/form/post': null,
    });
  });
});

describe('412: renew and replay once', () => {
  it('replays a JSON request with the same body and the new authorization', async () => {
    const store = setUp();
    const calls: { auth: string | null; body: unknown }[] = [];
    server.use(
      mock.post(api('/app/panel/arrival-time'), async ({ request }) => {
        calls.push({ auth: request.headers.get('Authorization'), body: await request.json() });
        if (calls.length === 1)
          return HttpResponse.json({ access_token: 'new', token_type: 'Bearer' }, { status: 412 });
        return HttpResponse.json({ ok: true });
      }),
    );
    const response = await http.post('/app/panel/arrival-time', {
      arrivalTime: '2026-10-01T10:00',
    });
    expect(response.data).toEqual({ ok: true });
    expect(calls).toEqual([
      { auth: 'Bearer old', body: { arrivalTime: '2026-10-01T10:00' } },
      { auth: 'Bearer new', body: { arrivalTime: '2026-10-01T10:00' } },
    ]);
    expect(store.getState().account.access_token).toBe('new');
    expect(store.getState().dialog.error).toBeNull();
  });

  it('replays a multipart request with the same fields and file', async () => {
    setUp();
    const calls: { auth: string | null; kind: string | null; file: string; note: unknown }[] = [];
    server.use(
      mock.post(api('/app/panel/documents/upload'), async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        calls.push({
          auth: request.headers.get('Authorization'),
          kind: request.headers.get('Content-Type')?.split(';')[0] ?? null,
          file: file instanceof Blob ? await file.text() : String(file),
          note: form.get('note'),
        });
        if (calls.length === 1)
          return HttpResponse.json({ access_token: 'new', token_type: 'Bearer' }, { status: 412 });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const body = new FormData();
    body.set('note', 'zażółć');
    body.set('file', new Blob(['%PDF-1.7 demo'], { type: 'application/pdf' }), 'doc.pdf');
    await http.post('/app/panel/documents/upload', body);
    expect(calls).toEqual([
      { auth: 'Bearer old', kind: 'multipart/form-data', file: '%PDF-1.7 demo', note: 'zażółć' },
      { auth: 'Bearer new', kind: 'multipart/form-data', file: '%PDF-1.7 demo', note: 'zażółć' },
    ]);
  });

  it('opens the error dialog when the replay gets a 412 again, and rejects', async () => {
    const store = setUp();
    let count = 0;
    server.use(
      mock.get(api('/app/panel/fees'), () => {
        count += 1;
        return HttpResponse.json(
          { access_token: `t${count}`, token_type: 'Bearer' },
          { status: 412 },
        );
      }),
    );
    await expect(http.get('/app/panel/fees', { errorDialog: true })).rejects.toMatchObject({
      response: { status: 412 },
    });
    expect(count).toBe(2);
    expect(store.getState().dialog.error?.status).toBe(412);
  });
});

describe('412: only a token the app can use renews (RFC 6749 7.1, RFC 6750 2.1)', () => {
  it.each([
    ['an unknown token type', { access_token: 'secret-mac', token_type: 'MAC' }],
    ['a DPoP token', { access_token: 'secret-dpop', token_type: 'DPoP' }],
    ['a token with a line break', { access_token: 'secret\nX-Evil: 1', token_type: 'Bearer' }],
    ['a token with a space', { access_token: 'secret one', token_type: 'Bearer' }],
  ])('%s: kept out, not replayed, not shown', async (_case, body) => {
    const store = setUp();
    let count = 0;
    server.use(
      mock.get(api('/app/panel/fees'), () => {
        count += 1;
        return HttpResponse.json(body, { status: 412 });
      }),
    );
    await expect(http.get('/app/panel/fees', { errorDialog: true })).rejects.toMatchObject({
      response: { status: 412, data: '' },
    });
    expect(count).toBe(1);
    expect(store.getState().account).toMatchObject({ access_token: 'old', token_type: 'Bearer' });
    expect(JSON.stringify(store.getState())).not.toContain('secret');
  });

  it('takes the type name in any case (RFC 6749 5.1)', async () => {
    const store = setUp();
    const seen: (string | null)[] = [];
    server.use(
      mock.get(api('/app/panel/fees'), ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        if (seen.length === 1)
          return HttpResponse.json(
            { access_token: 'ey.J-9_~+/x==', token_type: 'bearer' },
            { status: 412 },
          );
        return HttpResponse.json({ ok: true });
      }),
    );
    await http.get('/app/panel/fees');
    expect(seen).toEqual(['Bearer old', 'bearer ey.J-9_~+/x==']);
    expect(store.getState().account.access_token).toBe('ey.J-9_~+/x==');
  });
});

describe('401: one redirect to the sign-on', () => {
  it('redirects once with the current address as state, also for parallel failures', async () => {
    const store = setUp();
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    window.location.hash = '#/panel?tab=fees';
    server.use(mock.get(api('/app/panel/*'), () => new HttpResponse(null, { status: 401 })));
    const results = await Promise.allSettled([
      http.get('/app/panel/fees'),
      http.get('/app/panel/documents'),
      http.get('/app/panel/network'),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const target = new URL(String(assign.mock.calls[0]?.[0]), 'http://localhost');
    expect(target.searchParams.get('scope')).toBe('ekonto.user');
    expect(target.searchParams.get('response_type')).toBe('code');
    expect(decodeState(target.searchParams.get('state') ?? '')?.returnTo).toBe('/panel?tab=fees');
    expect(store.getState().dialog.error).toBeNull();
  });

  it('does not send a guest to the sign-on when a guest call answers 401 (token refused)', async () => {
    setUp();
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const uuid = '0d6c1c9e-6c0e-4a53-9d55-4d2f1c1c7a10';
    server.use(mock.get(api(`/app/guest/${uuid}`), () => new HttpResponse(null, { status: 401 })));
    await expect(http.get(`/app/guest/${uuid}`)).rejects.toMatchObject({
      response: { status: 401 },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('Accept-Language: the language the person reads', () => {
  it.each([
    ['pl', 'en'],
    ['en', 'pl'],
  ] as const)('asks in %s, then in %s after a switch', async (first, second) => {
    setUp();
    const i18n = makeTestI18n(first);
    const asked: (string | null)[] = [];
    server.use(
      mock.get(api('/app/periods'), ({ request }) => {
        asked.push(request.headers.get('Accept-Language'));
        return HttpResponse.json([]);
      }),
    );
    await http.get('/app/periods');
    await i18n.changeLanguage(second);
    await http.get('/app/periods');
    // A caller cannot ask for another language than the one on the screen.
    await http.get('/app/periods', { headers: { 'Accept-Language': 'de' } });
    expect(asked).toEqual([first, second, second]);
  });
});

describe('403 and other errors', () => {
  it('opens the guest-forbidden dialog on 403 to a guest call', async () => {
    const store = setUp();
    server.use(mock.post(api('/app/guest/verify'), () => new HttpResponse(null, { status: 403 })));
    await expect(http.post('/app/guest/verify', {})).rejects.toMatchObject({
      response: { status: 403 },
    });
    expect(store.getState().dialog.guestForbidden).toBe(true);
    expect(store.getState().dialog.error).toBeNull();
  });

  it.each([
    ['the main page', '/app/periods'],
    ['the panel', '/app/panel/fees/charges'],
  ])('a 403 on %s is an ordinary failure: no guest dialog', async (_where, path) => {
    const store = setUp();
    server.use(mock.get(api(path), () => new HttpResponse(null, { status: 403 })));
    await expect(http.get(path)).rejects.toMatchObject({ response: { status: 403 } });
    expect(store.getState().dialog.guestForbidden).toBe(false);
  });

  it('turns a validation list into messages ending with a full stop', async () => {
    const store = setUp();
    answerErrors('post', '/app/form/post', 422, [
      { msg: 'Invalid PESEL', param: 'pesel' },
      { msg: 'Too late.', param: 'x' },
    ]);
    await expect(http.post('/app/form/post', {}, { errorDialog: true })).rejects.toBeTruthy();
    expect(store.getState().dialog.error?.detail).toEqual({
      kind: 'list',
      items: ['Invalid PESEL.', 'Too late.'],
    });
  });

  it('keeps a plain-text error as given', async () => {
    const store = setUp();
    server.use(
      mock.get(api('/app/periods'), () => HttpResponse.text('Out of order', { status: 500 })),
    );
    await expect(http.get('/app/periods', { errorDialog: true })).rejects.toBeTruthy();
    expect(store.getState().dialog.error?.detail).toEqual({ kind: 'text', text: 'Out of order' });
  });

  it('leaves the dialog closed unless the request opts in (decision 009), but still rejects', async () => {
    const store = setUp();
    server.use(mock.get(api('/app/periods'), () => HttpResponse.text('nope', { status: 500 })));
    await expect(http.get('/app/periods')).rejects.toBeTruthy();
    await expect(http.get('/app/periods', { errorDialog: false })).rejects.toBeTruthy();
    expect(store.getState().dialog.error).toBeNull();
  });

  it('shows the dialog for a network error and for a time-out', async () => {
    const store = setUp();
    server.use(mock.get(api('/app/periods'), () => HttpResponse.error()));
    await expect(http.get('/app/periods', { errorDialog: true })).rejects.toBeTruthy();
    expect(store.getState().dialog.error?.detail).toEqual({ kind: 'network' });
    // The test server's XMLHttpRequest ignores time-outs, so the adapter plays axios's own one.
    const timedOut = (config: InternalAxiosRequestConfig) =>
      Promise.reject(new AxiosError('timeout of 50ms exceeded', 'ECONNABORTED', config));
    await expect(
      http.get('/app/periods', { adapter: timedOut, errorDialog: true }),
    ).rejects.toBeTruthy();
    expect(store.getState().dialog.error?.detail).toEqual({ kind: 'timeout' });
  });
});

const guestUuid = '0d6c1c9e-6c0e-4a53-9d55-4d2f1c1c7a10';
const renewal = (token: string) =>
  HttpResponse.json({ access_token: token, token_type: 'Bearer' }, { status: 412 });

function watchRedirects() {
  return vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
}

/** Lets a redirect that was (wrongly) started hash its PKCE challenge and call assign. */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Calls that never carry the account's session: public, guest and hotel ones. */
const callsWithoutAccount = [
  ['a public call', '/app/periods'],
  ['a guest call', '/app/guest/verify'],
  ['a hotel call', `/app/hotel/reservations/${guestUuid}`],
];

/** setUp's signed-in account, with a guest verified beside it (a token that is not the account's). */
function setUpWithGuest() {
  const store = setUp();
  store.dispatch(guestUuidSaved(guestUuid));
  store.dispatch(guestIdentified('guest.jwt.value'));
  return store;
}

describe('401 and 412 only count on a request that carried the account', () => {
  it.each(callsWithoutAccount)(
    'a 401 on %s is an ordinary error with its message, never a sign-on',
    async (_, path) => {
      const store = setUpWithGuest();
      const assign = watchRedirects();
      server.use(mock.all(api(path), () => HttpResponse.text('Link expired', { status: 401 })));
      await expect(http.post(path, {}, { errorDialog: true })).rejects.toMatchObject({
        response: { status: 401 },
      });
      await settle();
      expect(assign).not.toHaveBeenCalled();
      expect(store.getState().dialog.error).toMatchObject({
        status: 401,
        detail: { kind: 'text', text: 'Link expired' },
      });
      expect(store.getState().dialog.signInAgain).toBeNull();
    },
  );

  it.each(callsWithoutAccount)(
    'a 412 on %s renews nothing, replays nothing and shows no token',
    async (_, path) => {
      const store = setUpWithGuest();
      let calls = 0;
      server.use(
        mock.all(api(path), () => {
          calls += 1;
          return renewal('injected');
        }),
      );
      const failure = http.post(path, {}, { errorDialog: true });
      await expect(failure).rejects.toMatchObject({ response: { status: 412, data: '' } });
      expect(calls).toBe(1);
      expect(store.getState().account.access_token).toBe('old');
      expect(store.getState().dialog.error).toMatchObject({ status: 412 });
      expect(JSON.stringify(store.getState().dialog.error)).not.toContain('injected');
    },
  );

  it('never injects an account session for a signed-out person, even on an account path', async () => {
    const store = makeStore();
    connectStore(store);
    const assign = watchRedirects();
    server.use(
      mock.get(api('/app/periods'), () => renewal('injected')),
      mock.get(api('/app/panel/fees'), () => renewal('injected')),
      mock.get(api('/app/panel/network'), () => new HttpResponse(null, { status: 401 })),
    );
    await expect(http.get('/app/periods')).rejects.toBeTruthy();
    await expect(http.get('/app/panel/fees')).rejects.toBeTruthy();
    await expect(http.get('/app/panel/network')).rejects.toBeTruthy();
    await settle();
    expect(store.getState().account).toEqual(initialAccountState);
    expect(assign).not.toHaveBeenCalled();
  });

  it('follows the request the real axios instance sends: absolute and cross-origin URLs', async () => {
    const store = setUp();
    const assign = watchRedirects();
    const seen: Record<string, string | null> = {};
    const foreign = 'https://api.elsewhere.example/api/v1/app/panel/fees';
    server.use(
      mock.get(foreign, ({ request }) => {
        seen.foreign = request.headers.get('Authorization');
        return new HttpResponse(null, { status: 401 });
      }),
      mock.post(foreign, () => renewal('injected')),
    );
    await expect(http.get(foreign)).rejects.toMatchObject({ response: { status: 401 } });
    await expect(http.post(foreign, {})).rejects.toMatchObject({ response: { status: 412 } });
    await settle();
    expect(seen.foreign).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(store.getState().account.access_token).toBe('old');

    // The same path on the API's own origin, written out in full, is an account request.
    const own = new URL(api('/app/panel/fees'), window.location.href).href;
    server.use(
      mock.get(own, ({ request }) => {
        seen.own = request.headers.get('Authorization');
        return seen.own === 'Bearer old' ? renewal('new') : HttpResponse.json({ ok: true });
      }),
    );
    await expect(http.get(own)).resolves.toMatchObject({ data: { ok: true } });
    expect(store.getState().account.access_token).toBe('new');
    expect(seen.own).toBe('Bearer new');
  });

  it('does not let a caller put its own Authorization on a public call', async () => {
    setUp();
    let seen: string | null = 'unset';
    server.use(
      mock.get(api('/app/periods'), ({ request }) => {
        seen = request.headers.get('Authorization');
        return HttpResponse.json([]);
      }),
    );
    await http.get('/app/periods', { headers: { Authorization: 'Bearer smuggled' } });
    expect(seen).toBeNull();
    // The account given for logout goes only where the rule sends the account.
    await http.get('/app/periods', { accountAuthorization: 'Bearer smuggled' });
    expect(seen).toBeNull();
  });
});

describe('412: parallel requests share one renewal', () => {
  it('renews once and replays each request once with the renewed token', async () => {
    const store = setUp();
    const renewedTo: (string | null)[] = [];
    let last = store.getState().account.access_token;
    store.subscribe(() => {
      const token = store.getState().account.access_token;
      if (token !== last) renewedTo.push(token);
      last = token;
    });
    let issued = 0;
    const calls: string[] = [];
    server.use(
      mock.get(api('/app/panel/*'), ({ request }) => {
        const auth = request.headers.get('Authorization') ?? 'none';
        calls.push(`${new URL(request.url).pathname.split('/').pop()} ${auth}`);
        if (auth === 'Bearer old') {
          issued += 1;
          return renewal(`new-${issued}`);
        }
        return HttpResponse.json({ ok: true });
      }),
    );
    const results = await Promise.all([
      http.get('/app/panel/fees'),
      http.get('/app/panel/documents'),
      http.get('/app/panel/network'),
    ]);
    expect(results.map((result) => result.data)).toEqual([
      { ok: true },
      { ok: true },
      { ok: true },
    ]);
    expect(renewedTo).toEqual(['new-1']);
    expect(calls.filter((call) => call.endsWith('Bearer old'))).toHaveLength(3);
    expect(calls.filter((call) => !call.endsWith('Bearer old')).sort()).toEqual([
      'documents Bearer new-1',
      'fees Bearer new-1',
      'network Bearer new-1',
    ]);
    expect(store.getState().dialog.error).toBeNull();
  });
});

describe('401: never a sign-on loop', () => {
  it('does not redirect within a minute of a completed sign-in: it says why instead', async () => {
    const store = setUp();
    noteSignInCompleted(Date.now() - 5_000);
    const assign = watchRedirects();
    server.use(mock.get(api('/app/panel/fees'), () => new HttpResponse(null, { status: 401 })));
    await expect(http.get('/app/panel/fees')).rejects.toBeTruthy();
    await settle();
    expect(assign).not.toHaveBeenCalled();
    expect(store.getState().dialog.signInAgain).toBe('freshSignIn');
    expect(store.getState().dialog.error).toBeNull();
  });

  it('redirects as usual when the sign-in was longer ago than a minute', async () => {
    setUp();
    noteSignInCompleted(Date.now() - freshSignInMs - 1_000);
    const assign = watchRedirects();
    server.use(mock.get(api('/app/panel/fees'), () => new HttpResponse(null, { status: 401 })));
    await expect(http.get('/app/panel/fees')).rejects.toBeTruthy();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });

  it('does not make a second automatic round trip; an accepted request allows the next one', async () => {
    const store = setUp();
    const assign = watchRedirects();
    let answer = 401;
    server.use(
      mock.get(api('/app/panel/fees'), () =>
        answer === 401 ? new HttpResponse(null, { status: 401 }) : HttpResponse.json({ ok: true }),
      ),
    );
    await expect(http.get('/app/panel/fees')).rejects.toBeTruthy();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    // What survives the redirect is in sessionStorage, not in this page's memory.
    expect(window.sessionStorage.getItem(signOnRoundTripKey)).toContain('automaticAt');

    // Back from the sign-on (a new page), later than a minute: the server refuses again.
    resetSignInRedirect();
    await expect(http.get('/app/panel/fees')).rejects.toBeTruthy();
    await settle();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(store.getState().dialog.signInAgain).toBe('repeated');

    // Once the server accepts the session, a later 401 (an expired token) redirects again.
    answer = 200;
    await http.get('/app/panel/fees');
    answer = 401;
    await expect(http.get('/app/panel/fees')).rejects.toBeTruthy();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
  });
  it('a busy answer let through for a retry does not count as the server accepting the session', async () => {
    const store = setUp();
    const assign = watchRedirects();
    let answer = 401;
    server.use(mock.get(api('/app/panel/fees'), () => new HttpResponse(null, { status: answer })));
    await expect(http.get('/app/panel/fees')).rejects.toBeTruthy();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    resetSignInRedirect();

    answer = 503;
    await http.get('/app/panel/fees', {
      validateStatus: (status) => status < 300 || status === 503,
    });
    answer = 401;
    await expect(http.get('/app/panel/fees')).rejects.toBeTruthy();
    await settle();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(store.getState().dialog.signInAgain).toBe('repeated');
  });
});
