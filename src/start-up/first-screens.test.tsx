import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { delay, http as mock } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PanelScreen, { loadTab } from '@/features/panel/components/panel-screen';
import enCommon from '@/i18n/locales/en/common.json';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { notFoundRoute, routeForHash } from '@/app/route-table';
import { homeFirstReads } from '@/features/home/first-reads';
import {
  defaultPanelTab,
  panelFirstReads,
  panelRoute,
  panelTabs,
  panelViews,
} from '@/features/panel/tabs';
import { earlyReadsGlobal } from '@/shared/api/early-reads-global';
import { sessionStorageKey } from '@/shared/session/persisted-state';
import { finishParsing } from '@/testing/document-parsed';
import { onEachRequest } from '@/testing/sent-requests';
import { renderWithProviders } from '@/testing/test-utils';
import { startChoice } from './head/choose-copy';
import { startEarlyReads } from './head/early-reads';
import { loadPrerenderedCode, prerenderShell, screenCode } from './prerender';
import { prerenderedRoutes, prerenderedScreens } from './screens';

// Two tables say which screens index.html carries, where and for whom (./screens.ts), and the
// panel's tabs with their first reads (src/features/panel/tabs.ts). Here each of their rows is
// checked against what the head script, the build's prerender, the route table and the panel
// really do, so a screen or tab a table lists and one of them lacks fails.

const resident = {
  access_token: 'demo.1001.test',
  token_type: 'Bearer',
  login: 'jkowalski',
  userId: '1001',
};

const parseFinished = finishParsing;

afterEach(() => {
  parseFinished();
  for (const name of [
    'data-prepaint',
    'data-prepaint-screen',
    'data-prepaint-shell-only',
    'data-prepaint-account',
  ])
    document.documentElement.removeAttribute(name);
  window.sessionStorage.clear();
  window.location.hash = '';
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, earlyReadsGlobal);
});

// The prerendered screens' code, while the file is collected (no hook's time-out applies then).
await loadPrerenderedCode();

/** The first render loads the screen's and the tab's lazy chunks: seconds on a busy machine. */
const waitLong = { timeout: 15_000 };

const screens = prerenderedScreens.map((entry) => [entry.screen, entry] as const);

describe('each prerendered screen the table lists', () => {
  it.each(screens)(
    '%s: the head script picks it at its address, for its visitor',
    (name, entry) => {
      if (entry.signedIn)
        window.sessionStorage.setItem(sessionStorageKey, JSON.stringify({ account: resident }));
      window.location.hash = `#${entry.location}`;
      expect(startChoice().screen).toBe(name);
    },
  );

  it.each(screens)("%s: is a route of the app's (its component is the route's)", (_, entry) => {
    const route = routeForHash(`#${entry.location}`);
    expect(route).not.toBe(notFoundRoute);
    expect(route.path).toBe(prerenderedRoutes[entry.route].path);
  });

  it("gives the build each screen's code as the app loads it: the route's, the tab's, the client", async () => {
    const code = await screenCode();
    expect(Object.keys(code)).toEqual(prerenderedScreens.map((entry) => entry.screen));
    for (const entry of prerenderedScreens) {
      const route = routeForHash(`#${entry.location}`);
      const expected: unknown[] = [await route.load()];
      if (entry.tab) expected.push(await loadTab(entry.tab));
      if (route.paintsServerData) expected.push(await import('@/shared/api/http-client'));
      expect(code[entry.screen], entry.screen).toEqual(expected);
    }
  });

  it('is in index.html, each once, in the order of the table, in every language', () => {
    for (const language of ['en', 'pl'] as const) {
      const shell = document.createElement('div');
      shell.innerHTML = prerenderShell(language);
      const carried = [...shell.querySelectorAll('main > [data-prepaint-screen]')].map((section) =>
        section.getAttribute('data-prepaint-screen'),
      );
      expect(carried).toEqual(prerenderedScreens.map((entry) => entry.screen));
      // Each panel copy offers the table's tabs, with its own selected.
      for (const tab of panelTabs) {
        const copy = shell.querySelector(`[data-prepaint-screen="panel-${tab}"]`);
        expect(
          [...(copy?.querySelectorAll('[role="tab"]') ?? [])].map((button) => button.id),
        ).toEqual(panelTabs.map((name) => `panel-tab-${name}`));
        expect(copy?.querySelector('[aria-selected="true"]')?.id).toBe(`panel-tab-${tab}`);
      }
      // Where the address names no tab, the frame offers them all with none chosen yet.
      const first = shell.querySelector(`[data-prepaint-screen="panel-${defaultPanelTab}"]`);
      expect(
        [...(first?.querySelectorAll('[role="tab"]') ?? [])].map((button) => button.id),
      ).toEqual(panelTabs.map((name) => `panel-tab-${name}`));
      expect(first?.querySelector('[aria-selected="true"]')).toBeNull();
    }
  });
});

describe('the styles', () => {
  // Read as files: the unit tests load no CSS.
  const styles = readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => [file, readFileSync(join('src', file), 'utf8')] as const);

  it('show the one screen the head script keeps without naming any screen', () => {
    const rules = styles.flatMap(([file, css]) =>
      [...css.matchAll(/[^{}]*data-prepaint-screen[^{}]*\{/g)].map(
        (match) => `${file}: ${match[0]}`,
      ),
    );
    // The rules exist (a renamed attribute would leave every screen hidden or shown) ...
    expect(rules.length).toBeGreaterThan(0);
    // ... and none is for one screen: a new row in the table needs no new selector.
    expect(rules.filter((rule) => /data-prepaint-screen\s*[~|^$*]?=/.test(rule))).toEqual([]);
  });
});

describe("each panel view's first reads", () => {
  it.each(panelViews)(
    '%s: the panel opened there asks for exactly the listed reads',
    async (view) => {
      // No answer comes, so what is asked is what the first render asks (not what answers lead to).
      server.use(mock.get(api('/app/*'), () => delay('infinite')));
      const asked: string[] = [];
      onEachRequest((request) => asked.push(new URL(request.url).pathname));
      if (view !== defaultPanelTab) await loadTab(view);
      const { store } = renderWithProviders(<PanelScreen />, {
        route: panelRoute(view),
        preloadedState: { account: resident },
      });
      // A tab's content; without a tab, the frame's place for it (no tab is chosen before the
      // to-do list's answers, which never come here).
      const panel = screen.queryByRole('tabpanel');
      const queries = () => Object.values(store.getState().api.queries);
      await vi.waitFor(() => {
        if (panel) {
          expect(within(panel).queryByText(enCommon.loading)).toBeNull();
          expect(panel).not.toBeEmptyDOMElement();
        }
        // Every query the first render started has reached the server.
        expect(queries().length).toBeGreaterThan(0);
        expect(asked).toHaveLength(queries().length);
      }, waitLong);
      const listed = panelFirstReads(view);
      // The panel's own reads (the head script reads nothing else: a shared dictionary is not
      // the resident's and waits for the app).
      const base = new URL(api(''), window.location.href).pathname;
      expect(
        asked
          .filter((path) => path.startsWith(`${base}/app/panel/`))
          .map((path) => path.slice(base.length))
          .sort(),
      ).toEqual(listed.map((read) => read.path).sort());
      // ... by the queries the table names (the route's prefetch starts them by name).
      expect(queries().map((query) => query?.endpointName)).toEqual(
        expect.arrayContaining(listed.map((read) => read.endpoint)),
      );
    },
  );

  it.each(panelViews)('%s: the head script asks for the listed paths, each once', (view) => {
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    window.sessionStorage.setItem(sessionStorageKey, JSON.stringify({ account: resident }));
    window.location.hash = `#${panelRoute(view)}`;
    document.documentElement.lang = 'en';
    startEarlyReads(startChoice());
    const asked = fetch.mock.calls.map(([url]: unknown[]) => String(url));
    expect(asked).toEqual(
      panelFirstReads(view).map((read) => new URL(api(read.path), window.location.href).href),
    );
  });
});

describe("the main page's first reads", () => {
  it('are what the page opened signed out asks for first, and what the head script asks for', async () => {
    // No answer comes, so what is asked is what the first render asks (not what answers lead to).
    server.use(mock.get(api('/app/*'), () => delay('infinite')));
    const asked: string[] = [];
    onEachRequest((request) => asked.push(new URL(request.url).pathname));
    const { default: HomeScreen } = await routeForHash('#/').load();
    const { store } = renderWithProviders(<HomeScreen />, { route: '/' });
    const listed = homeFirstReads.map((read) => read.path);
    await vi.waitFor(() => {
      expect(asked).toHaveLength(Object.values(store.getState().api.queries).length);
      expect(asked.length).toBeGreaterThanOrEqual(listed.length);
    }, waitLong);
    const base = new URL(api(''), window.location.href).pathname;
    expect(asked.map((path) => path.slice(base.length)).sort()).toEqual([...listed].sort());
    expect(Object.values(store.getState().api.queries).map((query) => query?.endpointName)).toEqual(
      expect.arrayContaining(homeFirstReads.map((read) => read.endpoint)),
    );

    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    window.location.hash = '#/';
    startEarlyReads(startChoice());
    expect(fetch.mock.calls.map(([url]: unknown[]) => String(url))).toEqual(
      listed.map((path) => new URL(api(path), window.location.href).href),
    );
  });
});
