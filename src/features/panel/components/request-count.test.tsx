import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countRequests } from '@/testing/sent-requests';
import { renderPanel } from '../test-utils';
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

const expectedPerTab = {
  Archive: ['GET /applications'],
  Documents: ['GET /documents', 'GET /invoice'],
  Fees: ['GET /fees/charges', 'GET /fees/payments', 'GET /fees/balance', 'GET /fees/bank-account'],
  Internet: [
    'GET /network/allocation',
    'GET /network/notes',
    'GET /network/configuration',
    'GET /network/transfer',
  ],
} as const;

describe('requests per tab', () => {
  it('loads each tab once and makes no request when switching back within a minute', async () => {
    const counts = countPanelRequests();
    const { user } = renderPanel('/panel?tab=applications');
    await screen.findByRole('table');
    const snapshots: Record<string, Record<string, number>> = {};
    const tabNamed = (tab: string) => screen.getByRole('tab', { name: new RegExp(`^${tab}`) });
    for (const tab of ['Documents', 'Fees', 'Internet'] as const) {
      await user.click(tabNamed(tab));
      await screen.findByRole('region', {
        name: {
          Documents: 'Waiting for your signature',
          Fees: 'Charges',
          Internet: 'Data usage',
        }[tab],
      });
      snapshots[tab] = Object.fromEntries(counts);
    }
    // Every endpoint of every tab exactly once (plus the to-do list's).
    const expected = Object.fromEntries(
      [...frame, ...Object.values(expectedPerTab).flat()].map((key) => [key, 1]),
    );
    expect(Object.fromEntries(counts)).toEqual(expected);

    // Back and forth through every tab: nothing new.
    for (const tab of ['Archive', 'Fees', 'Documents', 'Internet', 'Fees'] as const) {
      await user.click(tabNamed(tab));
      expect(
        await screen.findByRole('tabpanel', { name: new RegExp(`^${tab}`) }),
      ).toBeInTheDocument();
    }
    await screen.findByRole('region', { name: 'Charges' });
    expect(Object.fromEntries(counts)).toEqual(expected);
  });

  it.each(Object.entries(expectedPerTab))(
    "the %s tab alone makes exactly its own and the to-do list's requests, once each",
    async (tab, requests) => {
      const counts = countPanelRequests();
      // The Archive tab keeps its address, ?tab=applications (older links and bookmarks).
      const { store } = renderPanel(
        `/panel?tab=${tab === 'Archive' ? 'applications' : tab.toLowerCase()}`,
      );
      await screen.findByRole('tabpanel', { name: new RegExp(`^${tab}`) });
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
