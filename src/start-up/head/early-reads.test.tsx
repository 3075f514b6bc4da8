import { screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { onEachRequest } from '@/testing/sent-requests';
import { routeForHash } from '@/app/route-table';
import { homeFirstReads } from '@/features/home/first-reads';
import '@/features/panel/components/panel-screen';
import '@/features/panel/tabs/applications/applications-tab';
import { prefetchPanelRoute } from '@/features/panel/prefetch';
import { panelFirstReads, panelRoute, panelViews, type PanelView } from '@/features/panel/tabs';
import { demoUsers, renderPanel } from '@/features/panel/test-utils';
import { earlyReadsGlobal, type EarlyReads } from '@/shared/api/early-reads-global';
import { resetSignInRedirect } from '@/shared/api/http-client';
import { browserLocation } from '@/shared/session/browser-location';
import { sessionStorageKey } from '@/shared/session/persisted-state';
import { loadScreenCode } from '@/testing/screen-code';
import { renderApp } from '@/testing/test-utils';
import { startChoice } from './choose-copy';
import { startEarlyReads } from './early-reads';

// The head script's early reads (decision 014), run here as index.html runs them, before the
// app: then the panel as a resident opens it. What reaches the server is counted at the server.

/** The first render loads the screen's and the tab's lazy chunks: seconds on a busy machine. */
const waitLong = { timeout: 15_000 };

await loadScreenCode('/');
const token = `demo.${demoUsers.jan.userId}.test`;
const absolute = (path: string) => new URL(api(path), window.location.href).href;

type Sent = { url: string; authorization: string | null; language: string | null };
let sent: Sent[] = [];
const sentTo = (path: string) => sent.filter((request) => request.url === absolute(path));

/** index.html's head script, for a resident signed in with `tokenInStorage`, at `route`. */
function runHeadScript(route: string, tokenInStorage = token): void {
  window.sessionStorage.setItem(
    sessionStorageKey,
    JSON.stringify({ account: { access_token: tokenInStorage, token_type: 'Bearer' } }),
  );
  window.location.hash = `#${route}`;
  document.documentElement.lang = 'en';
  startEarlyReads(startChoice());
}

const earlyPaths = (view: PanelView) => panelFirstReads(view).map((read) => read.path);

beforeEach(() => {
  sent = [];
  onEachRequest((request) => {
    if (new URL(request.url).pathname.includes('/app/'))
      sent.push({
        url: request.url,
        authorization: request.headers.get('Authorization'),
        language: request.headers.get('Accept-Language'),
      });
  });
});
afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[earlyReadsGlobal];
  window.sessionStorage.clear();
  resetSignInRedirect();
});

/** The store has started at least `count` queries, and every one has its answer (or error). */
async function settled(
  store: ReturnType<typeof renderPanel>['store'],
  count: number,
): Promise<void> {
  await vi.waitFor(() => {
    const queries = Object.values(store.getState().api.queries);
    expect(queries.length).toBeGreaterThanOrEqual(count);
    expect(queries.every((query) => query?.status !== 'pending')).toBe(true);
  }, waitLong);
}

describe('early reads on a cold start of the panel', () => {
  it.each(panelViews)(
    'the %s view: each read is requested once, by the head script, as the client would',
    async (view) => {
      runHeadScript(panelRoute(view));
      const early = earlyPaths(view);
      // The head script's requests leave before the app exists.
      await vi.waitFor(() => expect(sent).toHaveLength(early.length), waitLong);
      const { store } = renderPanel(panelRoute(view));
      await settled(store, early.length);
      for (const path of early) {
        // Each early read is one the panel makes (the list is not stale), and made once.
        expect(sentTo(path), path).toEqual([
          { url: absolute(path), authorization: `Bearer ${token}`, language: 'en' },
        ]);
      }
      // Whatever else the tab asks for later is asked once too.
      const urls = sent.map((request) => request.url);
      expect(new Set(urls).size).toBe(urls.length);
      expect(Object.values(store.getState().api.queries).map((q) => q?.status)).not.toContain(
        'rejected',
      );
    },
  );

  it('shows the amount owed from the early answers', async () => {
    runHeadScript('/panel?tab=fees');
    renderPanel('/panel?tab=fees');
    const balance = (await screen.findByRole('heading', { name: 'Final balance' }))
      .parentElement as HTMLElement;
    expect(balance).toHaveTextContent('To pay: PLN 1,444.61');
    expect(await screen.findByRole('heading', { name: 'Pay by bank transfer' })).toBeVisible();
    expect(sentTo('/app/panel/fees/balance')).toHaveLength(1);
  });

  it('does not use an early answer given to another authorization: the client asks again', async () => {
    runHeadScript('/panel?tab=documents', `demo.${demoUsers.anna.userId}.test`);
    await vi.waitFor(() => expect(sentTo('/app/panel/documents')).toHaveLength(1), waitLong);
    const { store } = renderPanel('/panel?tab=documents');
    await settled(store, 2);
    expect(sentTo('/app/panel/documents').map((request) => request.authorization)).toEqual([
      `Bearer demo.${demoUsers.anna.userId}.test`,
      `Bearer ${token}`,
    ]);
  });
});

describe("the route's loader starts the same reads", () => {
  it.each(panelViews)('the %s view: the reads of the head script, each once', async (view) => {
    const { store } = renderPanel('/accessibility');
    prefetchPanelRoute(store, `#${panelRoute(view)}`);
    const early = earlyPaths(view);
    await vi.waitFor(() => {
      const panelReads = sent.filter((request) => request.url.includes('/app/panel/'));
      expect(panelReads.map((request) => request.url).sort()).toEqual(early.map(absolute).sort());
    }, waitLong);
    await settled(store, early.length);
  });

  it("the main page's: the reads of the head script, each once, before the page renders", async () => {
    const { store } = renderApp('/accessibility');
    await routeForHash('#/').prefetch?.(store, '#/');
    const paths = homeFirstReads.map((read) => read.path);
    await vi.waitFor(
      () => expect(sent.map((request) => request.url).sort()).toEqual(paths.map(absolute).sort()),
      waitLong,
    );
    await settled(store, paths.length);
  });
});

describe("an early read's 401 and 412 take the client's one path", () => {
  it('401: the resident is sent to the sign-on once, and the read is not asked again', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    server.use(
      mock.get(api('/app/panel/fees/balance'), () => new HttpResponse(null, { status: 401 })),
    );
    runHeadScript('/panel?tab=fees');
    const { store } = renderPanel('/panel?tab=fees');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1), waitLong);
    await settled(store, 5);
    expect(new URL(String(assign.mock.calls[0]?.[0]), window.location.href).pathname).not.toBe('/');
    expect(sentTo('/app/panel/fees/balance')).toHaveLength(1);
  });

  it('412: the token is renewed and the read replayed once with it; the amount shows', async () => {
    const renewed = `demo.${demoUsers.jan.userId}.renewed`;
    let refusals = 0;
    server.use(
      mock.get(api('/app/panel/fees/balance'), ({ request }) => {
        if (request.headers.get('Authorization') !== `Bearer ${token}`) return undefined;
        refusals += 1;
        return HttpResponse.json({ access_token: renewed, token_type: 'Bearer' }, { status: 412 });
      }),
    );
    runHeadScript('/panel?tab=fees');
    const { store } = renderPanel('/panel?tab=fees');
    const balance = (await screen.findByRole('heading', { name: 'Final balance' }))
      .parentElement as HTMLElement;
    expect(balance).toHaveTextContent('To pay: PLN 1,444.61');
    expect(refusals).toBe(1);
    expect(sentTo('/app/panel/fees/balance').map((request) => request.authorization)).toEqual([
      `Bearer ${token}`,
      `Bearer ${renewed}`,
    ]);
    expect(store.getState().account.access_token).toBe(renewed);
    expect(store.getState().dialog.error).toBeNull();
  });
});

describe('the early answers, once taken', () => {
  const earlyReads = () =>
    (window as unknown as Record<string, EarlyReads | undefined>)[earlyReadsGlobal];

  it('are dropped: once the client has taken every one, nothing of them stays on the page', async () => {
    runHeadScript('/panel?tab=fees');
    const reads = earlyReads();
    expect(Object.keys(reads?.answers ?? {}).sort()).toEqual(earlyPaths('fees').sort());
    const { store } = renderPanel('/panel?tab=fees');
    await settled(store, earlyPaths('fees').length);
    expect(earlyReads()).toBeUndefined();
    expect(reads?.answers).toEqual({});
  });

  it('are each given once: a second take of the same read gets nothing', async () => {
    runHeadScript('/panel?tab=fees');
    const reads = earlyReads();
    const url = absolute('/app/panel/fees/balance');
    const first = reads?.take(url, `Bearer ${token}`, 'en');
    expect(first).toBeInstanceOf(Promise);
    expect(reads?.take(url, `Bearer ${token}`, 'en')).toBeNull();
    expect(Object.keys(reads?.answers ?? {})).not.toContain('/app/panel/fees/balance');
    await first;
  });

  it('are dropped after a minute that nobody took them', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise<Response>(() => undefined)),
      );
      runHeadScript('/panel?tab=documents');
      const reads = earlyReads();
      expect(Object.keys(reads?.answers ?? {})).not.toEqual([]);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(earlyReads()).toBeUndefined();
      expect(reads?.answers).toEqual({});
      expect(reads?.take(absolute('/app/panel/documents'), `Bearer ${token}`, 'en')).toBeNull();
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});

describe("the main page's early reads (public)", () => {
  it('are asked once, by the head script, with no credential; the page shows their answers', async () => {
    window.sessionStorage.clear();
    window.location.hash = '#/';
    document.documentElement.lang = 'en';
    startEarlyReads(startChoice());
    const paths = homeFirstReads.map((read) => read.path);
    await vi.waitFor(() => expect(sent).toHaveLength(paths.length), waitLong);
    const { store } = renderApp('/');
    expect(await screen.findByText('Doctoral students', {}, waitLong)).toBeVisible();
    await settled(store, paths.length);
    for (const path of paths)
      expect(sentTo(path), path).toEqual([
        { url: absolute(path), authorization: null, language: 'en' },
      ]);
    expect((window as unknown as Record<string, unknown>)[earlyReadsGlobal]).toBeUndefined();
  });
});
