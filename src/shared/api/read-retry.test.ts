import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { signedIn } from '@/shared/session/account-slice';
import { baseApi } from './base-api';
import { busyRetrySnapshot } from './busy-retry';
import { resetSignInRedirect } from './http-client';
import { loadHttpClient } from './http-client-loader';
import { askWhileBusy, readRetry, retryAfterMs, type Answer } from './read-retry';
import { connectStore } from './store-access';

// axios is loaded after a paint; have it loaded before the clock is faked, while the file is collected (no hook's time-out applies then).
await loadHttpClient();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.spyOn(Math, 'random').mockReturnValue(0.999999);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const busy = (retryAfter: number | null = null): Answer<string> => ({
  kind: 'busy',
  retryAfter,
  value: 'busy',
});
const final: Answer<string> = { kind: 'final', value: 'done' };

/** An `ask` that answers from `answers` in turn (the last one repeats) and notes each call. */
function asker(answers: Answer<string>[]) {
  const mayRetry: boolean[] = [];
  const ask = (may: boolean) => {
    mayRetry.push(may);
    return Promise.resolve(answers[Math.min(mayRetry.length - 1, answers.length - 1)] ?? final);
  };
  return { ask, mayRetry };
}

const wanted = { repeatable: true, stillWanted: () => true };

describe('askWhileBusy: limits', () => {
  it(`asks ${readRetry.attempts} times in all, then the busy answer is the last word`, async () => {
    // An ask that answers "busy" even on its last try (mayRetry false) must not be asked again.
    const { ask, mayRetry } = asker([busy()]);
    const outcome = askWhileBusy(ask, { ...wanted, signal: new AbortController().signal });
    await vi.runAllTimersAsync();
    expect(await outcome).toEqual({ value: 'busy', overCap: false });
    expect(mayRetry).toEqual([true, true, false]);
  });

  it('waits an exponential backoff between tries, never less', async () => {
    const { ask, mayRetry } = asker([busy()]);
    void askWhileBusy(ask, { ...wanted, signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(0);
    expect(mayRetry).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(readRetry.backoffMs - 1);
    expect(mayRetry).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(mayRetry).toHaveLength(2);
    // The second wait is twice the first.
    await vi.advanceTimersByTimeAsync(2 * readRetry.backoffMs - 1);
    expect(mayRetry).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(mayRetry).toHaveLength(3);
  });

  it('asks again after the server’s Retry-After when it is longer than the backoff', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { ask, mayRetry } = asker([busy(5000), final]);
    const outcome = askWhileBusy(ask, { ...wanted, signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(0);
    expect(busyRetrySnapshot()).toEqual({ seconds: 5 });
    await vi.advanceTimersByTimeAsync(4999);
    expect(mayRetry).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toEqual({ value: 'done', overCap: false });
    expect(busyRetrySnapshot()).toBeNull();
  });

  it('gives up at once on a Retry-After over the cap, and says so', async () => {
    const overTheCap = (readRetry.maxWaitSeconds + 1) * 1000;
    const { ask, mayRetry } = asker([busy(overTheCap), final]);
    const outcome = await askWhileBusy(ask, { ...wanted, signal: new AbortController().signal });
    expect(outcome).toEqual({ value: 'busy', overCap: true });
    expect(mayRetry).toEqual([true]);
    expect(busyRetrySnapshot()).toBeNull();
  });

  it('asks a request that may not be repeated once, busy or not', async () => {
    const { ask, mayRetry } = asker([busy(), final]);
    const outcome = await askWhileBusy(ask, {
      ...wanted,
      repeatable: false,
      signal: new AbortController().signal,
    });
    expect(outcome).toEqual({ value: 'busy', overCap: false });
    expect(mayRetry).toEqual([false]);
  });

  it('stops waiting as soon as the request is aborted', async () => {
    const { ask, mayRetry } = asker([busy(5000), final]);
    const controller = new AbortController();
    const outcome = askWhileBusy(ask, { ...wanted, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    expect(await outcome).toEqual({ value: 'busy', overCap: false });
    expect(busyRetrySnapshot()).toBeNull();
    await vi.runAllTimersAsync();
    expect(mayRetry).toHaveLength(1);
  });

  it('stops waiting within a second when nobody shows the result any more', async () => {
    let shown = true;
    const { ask, mayRetry } = asker([busy(10_000), final]);
    const outcome = askWhileBusy(ask, {
      repeatable: true,
      signal: new AbortController().signal,
      stillWanted: () => shown,
    });
    await vi.advanceTimersByTimeAsync(0);
    shown = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toEqual({ value: 'busy', overCap: false });
    expect(mayRetry).toHaveLength(1);
  });
});

describe('Retry-After', () => {
  it.each([
    ['5', 5000],
    ['0', 0],
    [' 12 ', 12000],
    ['Wed, 25 Nov 2026 08:00:30 GMT', 30000],
    ['Wed, 25 Nov 2026 07:59:00 GMT', 0],
    ['1.5', null],
    ['-3', null],
    ['soon', null],
    [undefined, null],
  ])('%s -> %s ms', (value, ms) => {
    expect(retryAfterMs(value, Date.parse('2026-11-25T08:00:00Z'))).toBe(ms);
  });

  // RFC 9110 5.6.7: every HTTP-date form is GMT, whatever the device's time zone.
  it.each([
    ['Wed, 25 Nov 2026 08:00:30 GMT', 30000],
    ['Wednesday, 25-Nov-26 08:00:30 GMT', 30000],
    ['Wed Nov 25 08:00:30 2026', 30000],
    ['Wed, 25 Nov 2026 08:00:30', null],
    ['Wed, 25 Nov 2026 10:00:30 +0200', null],
  ])('%s -> %s ms on a device in Warsaw', (value, ms) => {
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Warsaw';
    try {
      expect(retryAfterMs(value, Date.parse('2026-11-25T08:00:00Z'))).toBe(ms);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('a busy read after a 412 renewal (through the base query)', () => {
  const feesApi = baseApi.injectEndpoints({
    endpoints: (build) => ({
      renewedRead: build.query<unknown, void>({ query: () => ({ url: '/app/panel/fees' }) }),
    }),
  });

  it('replays with the new token, then waits out the busy answer and gets the data', async () => {
    resetSignInRedirect();
    const store = makeStore();
    connectStore(store);
    store.dispatch(
      signedIn({ access_token: 'old', token_type: 'Bearer', login: 'jkowalski', userId: '1001' }),
    );
    const seen: (string | null)[] = [];
    server.use(
      mock.get(api('/app/panel/fees'), ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        if (seen.length === 1)
          return HttpResponse.json({ access_token: 'new', token_type: 'Bearer' }, { status: 412 });
        if (seen.length === 2) return HttpResponse.json({}, { status: 503 });
        return HttpResponse.json({ ok: true });
      }),
    );
    const request = store.dispatch(feesApi.endpoints.renewedRead.initiate());
    await vi.waitFor(() => expect(busyRetrySnapshot()).toEqual({ seconds: 1 }));
    await vi.advanceTimersByTimeAsync(readRetry.backoffMs);
    const result = await request;
    expect(result.data).toEqual({ ok: true });
    expect(seen).toEqual(['Bearer old', 'Bearer new', 'Bearer new']);
    request.unsubscribe();
  });
});
