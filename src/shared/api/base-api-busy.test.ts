import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { selectErrorDialog } from '@/shared/api/dialog-slice';
import { baseApi } from './base-api';
import { busyRetrySnapshot } from './busy-retry';
import { loadHttpClient } from './http-client-loader';
import { readRetry } from './read-retry';
import { connectStore } from './store-access';

const busyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    busyRead: build.query<unknown, void>({
      query: () => ({ url: '/app/busy-probe', errorDialog: true }),
    }),
    busyQuietRead: build.query<unknown, void>({ query: () => ({ url: '/app/busy-probe' }) }),
    busyWrite: build.mutation<unknown, void>({
      query: () => ({ url: '/app/busy-probe', method: 'POST', errorDialog: false }),
    }),
  }),
});

/** A probe that answers each call from `answers` in turn (the last one repeats) and counts them. */
const ok = () => HttpResponse.json({ ok: true });

function probe(method: 'get' | 'post', answers: (() => Response)[]) {
  const calls = { count: 0 };
  server.use(
    mock[method](api('/app/busy-probe'), () => {
      const answer = answers[Math.min(calls.count, answers.length - 1)] ?? ok;
      calls.count += 1;
      return answer();
    }),
  );
  return calls;
}

const busy = (status: 429 | 503, retryAfter?: string) => () =>
  HttpResponse.json(
    { errors: [{ msg: 'Too many requests.', param: '' }] },
    { status, headers: retryAfter === undefined ? {} : { 'Retry-After': retryAfter } },
  );

function storeWithApi() {
  const store = makeStore();
  connectStore(store);
  return store;
}

// axios is loaded after a paint; have it loaded before the clock is faked, while the file is collected (no hook's time-out applies then).
await loadHttpClient();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lets msw and axios answer (real microtasks and I/O) without moving the faked clock much. */
async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await vi.advanceTimersByTimeAsync(0);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** After `ms` more on the clock and the answers settled, the probe has had `count` calls. */
async function expectCallsAfter(calls: { count: number }, ms: number, count: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
  expect(calls.count).toBe(count);
}

describe('reads answered "busy" (429/503)', () => {
  it('asks again after Retry-After seconds, not before, and says it is waiting', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const calls = probe('get', [busy(429, '5'), ok]);
    const store = storeWithApi();
    const request = store.dispatch(busyApi.endpoints.busyRead.initiate());
    await settle();
    expect(calls.count).toBe(1);
    expect(busyRetrySnapshot()).toEqual({ seconds: 5 });

    await expectCallsAfter(calls, 4900, 1);

    await expectCallsAfter(calls, 200, 2);
    const result = await request;
    expect(result.data).toEqual({ ok: true });
    expect(busyRetrySnapshot()).toBeNull();
    // A busy answer that was retried is not an error for the person.
    expect(selectErrorDialog(store.getState())).toBeNull();
  });

  it('spreads a crowd told the same Retry-After over the following fifth of it', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999999);
    const calls = probe('get', [busy(503, '5'), ok]);
    const request = storeWithApi().dispatch(busyApi.endpoints.busyRead.initiate());
    await settle();
    await expectCallsAfter(calls, 5900, 1);
    await expectCallsAfter(calls, 200, 2);
    expect((await request).data).toEqual({ ok: true });
  });

  it('honours an HTTP-date Retry-After', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    vi.setSystemTime(new Date('2026-11-25T08:00:00Z'));
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const calls = probe('get', [busy(503, 'Wed, 25 Nov 2026 08:00:10 GMT'), ok]);
    const request = storeWithApi().dispatch(busyApi.endpoints.busyRead.initiate());
    await settle();
    await expectCallsAfter(calls, 9000, 1);
    await expectCallsAfter(calls, 1500, 2);
    expect((await request).data).toEqual({ ok: true });
  });

  // Asking again at once would make the three tries in a row: a crowd of tabs, no wait at all.
  it.each([
    ['0', 'Retry-After: 0'],
    ['Wed, 25 Nov 2026 07:59:00 GMT', 'a date already past'],
  ])('waits at least the normal backoff after %s (%s)', async (retryAfter) => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    vi.setSystemTime(new Date('2026-11-25T08:00:00Z'));
    vi.spyOn(Math, 'random').mockReturnValue(0.999999);
    const calls = probe('get', [busy(503, retryAfter)]);
    const request = storeWithApi().dispatch(busyApi.endpoints.busyQuietRead.initiate());
    await settle();
    expect(calls.count).toBe(1);
    expect(busyRetrySnapshot()).toEqual({ seconds: 1 });
    await expectCallsAfter(calls, 900, 1);
    await expectCallsAfter(calls, 200, 2);
    // The second wait is the second backoff step (2 s), not none.
    await expectCallsAfter(calls, 1800, 2);
    await expectCallsAfter(calls, 300, 3);
    expect((await request).error).toMatchObject({ status: 503 });
  });

  it(`stops after ${readRetry.attempts} tries with exponential backoff, then shows the failure once`, async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999999);
    const calls = probe('get', [busy(503)]);
    const store = storeWithApi();
    const request = store.dispatch(busyApi.endpoints.busyRead.initiate());
    await settle();
    expect(calls.count).toBe(1);
    await expectCallsAfter(calls, 1000, 2);
    // The second wait is twice the first.
    await expectCallsAfter(calls, 1900, 2);
    await expectCallsAfter(calls, 200, 3);
    await expectCallsAfter(calls, 60_000, 3);
    const result = await request;
    expect(result.error).toMatchObject({ status: 503 });
    expect(selectErrorDialog(store.getState())).toMatchObject({ status: 503 });
  });

  it('keeps the dialog closed for a read that does not ask for it', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999999);
    probe('get', [busy(503)]);
    const store = storeWithApi();
    const request = store.dispatch(busyApi.endpoints.busyQuietRead.initiate());
    await vi.advanceTimersByTimeAsync(10_000);
    await settle();
    expect((await request).error).toMatchObject({ status: 503 });
    expect(selectErrorDialog(store.getState())).toBeNull();
  });

  it('does not ask again early when the server wants more than the cap', async () => {
    const calls = probe('get', [busy(429, '120'), ok]);
    const request = storeWithApi().dispatch(busyApi.endpoints.busyQuietRead.initiate());
    await settle();
    const result = await request;
    expect(calls.count).toBe(1);
    expect(result.error).toMatchObject({ status: 429, retryAfterSeconds: 120 });
  });

  it('leaves other failures to the HTTP client as before: not retried, dialog once', async () => {
    const calls = probe('get', [() => HttpResponse.json({}, { status: 500 }), ok]);
    const store = storeWithApi();
    const request = store.dispatch(busyApi.endpoints.busyRead.initiate());
    await vi.advanceTimersByTimeAsync(10_000);
    await settle();
    expect((await request).error).toMatchObject({ status: 500 });
    expect(calls.count).toBe(1);
    expect(selectErrorDialog(store.getState())).toMatchObject({ status: 500 });
  });

  it('opens the dialog for a busy answer given up on before the last try', async () => {
    probe('get', [busy(503, '600')]);
    const store = storeWithApi();
    await store.dispatch(busyApi.endpoints.busyRead.initiate());
    expect(selectErrorDialog(store.getState())).toMatchObject({ status: 503 });
  });

  it('stops waiting when the request is cancelled', async () => {
    const calls = probe('get', [busy(429, '5'), ok]);
    const request = storeWithApi().dispatch(busyApi.endpoints.busyRead.initiate());
    await settle();
    expect(busyRetrySnapshot()).not.toBeNull();
    request.abort();
    await settle();
    expect(busyRetrySnapshot()).toBeNull();
    await expectCallsAfter(calls, 10_000, 1);
  });

  it('stops waiting when no screen shows the result any more (unmounted)', async () => {
    const calls = probe('get', [busy(429, '5'), ok]);
    const request = storeWithApi().dispatch(busyApi.endpoints.busyRead.initiate());
    await settle();
    request.unsubscribe();
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(busyRetrySnapshot()).toBeNull();
    await expectCallsAfter(calls, 10_000, 1);
  });

  it('never repeats a write by itself', async () => {
    const calls = probe('post', [busy(503, '1'), ok]);
    const request = storeWithApi().dispatch(busyApi.endpoints.busyWrite.initiate());
    await settle();
    await expectCallsAfter(calls, 10_000, 1);
    const result = await request;
    expect('error' in result && result.error).toMatchObject({ status: 503 });
  });
});
