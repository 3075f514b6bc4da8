import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countRequests } from '@/testing/sent-requests';
import { panelTabs, type PanelTab } from '../tabs';
import { panelTabNames, renderPanel } from '../test-utils';
import './panel-screen';

/** Counts the panel's API requests by method and path while a person uses the tabs. */
const countPanelRequests = () =>
  countRequests((request) => {
    const { pathname } = new URL(request.url);
    if (!pathname.includes('/app/panel/')) return null;
    return `${request.method} ${pathname.replace(/^.*\/app\/panel/, '')}`;
  });

/** The to-do list's reads, above every tab (some are a tab's too: one request each still). */
const frame = [
  'GET /arrival-time',
  'GET /documents',
  'GET /fees/charges',
  'GET /fees/balance',
  'GET /network/allocation',
];

// Every tab of the panel's table, each with what it asks for and a heading it shows once loaded:
// a new tab fails tsc until it is here.
const expectedPerTab = {
  applications: { requests: ['GET /applications'], heading: 'Archival documents' },
  documents: {
    requests: ['GET /documents', 'GET /invoice'],
    heading: 'Waiting for your signature',
  },
  fees: {
    requests: [
      'GET /fees/charges',
      'GET /fees/payments',
      'GET /fees/balance',
      'GET /fees/bank-account',
    ],
    heading: 'Charges',
  },
  internet: {
    requests: [
      'GET /network/allocation',
      'GET /network/notes',
      'GET /network/configuration',
      'GET /network/transfer',
    ],
    heading: 'Data usage',
  },
} as const satisfies Record<PanelTab, { requests: readonly string[]; heading: string }>;

const [firstTab = 'applications', ...laterTabs] = panelTabs;
const name = (tab: PanelTab) => panelTabNames[tab].en;
const shows = (tab: PanelTab) =>
  screen.findAllByRole('heading', { name: expectedPerTab[tab].heading });

describe('requests per tab', () => {
  it('loads each tab once and makes no request when switching back within a minute', async () => {
    const counts = countPanelRequests();
    const { user } = renderPanel(`/panel?tab=${firstTab}`);
    await shows(firstTab);
    const tabNamed = (tab: PanelTab) =>
      screen.getByRole('tab', { name: new RegExp(`^${name(tab)}`) });
    for (const tab of laterTabs) {
      await user.click(tabNamed(tab));
      await shows(tab);
    }
    // Every endpoint of every tab exactly once (plus the to-do list's).
    const expected = Object.fromEntries(
      [...frame, ...Object.values(expectedPerTab).flatMap((tab) => tab.requests)].map((key) => [
        key,
        1,
      ]),
    );
    expect(Object.fromEntries(counts)).toEqual(expected);

    // Back and forth through every tab: nothing new.
    for (const tab of [...panelTabs].reverse()) {
      await user.click(tabNamed(tab));
      expect(
        await screen.findByRole('tabpanel', { name: new RegExp(`^${name(tab)}`) }),
      ).toBeInTheDocument();
      await shows(tab);
    }
    expect(Object.fromEntries(counts)).toEqual(expected);
  });

  it.each(panelTabs)(
    "the %s tab alone makes exactly its own and the to-do list's requests, once each",
    async (tab) => {
      const counts = countPanelRequests();
      const { requests } = expectedPerTab[tab];
      const { store } = renderPanel(`/panel?tab=${tab}`);
      await screen.findByRole('tabpanel', { name: new RegExp(`^${name(tab)}`) });
      const expected = [...new Set([...frame, ...requests])];
      // Settled: every request of the tab has started and no query is still loading, so a
      // second request for one of them would have started too.
      await waitFor(() => {
        expect([...counts.keys()]).toEqual(expect.arrayContaining(expected));
        const queries = Object.values(store.getState().api.queries);
        expect(queries.filter((query) => query?.status === 'pending')).toEqual([]);
      });
      expect(Object.fromEntries(counts)).toEqual(
        Object.fromEntries(expected.map((key) => [key, 1])),
      );
    },
  );
});
