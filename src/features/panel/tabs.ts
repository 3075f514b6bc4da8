// Relative imports without dependencies: the head script (src/start-up/head/head-script.ts) reads this
// table, and the build reads it through the screens' table (src/start-up/screens.ts).
import type { earlyPaintedTabs } from '../../shared/api/early-reads-global.ts';
import { hashRoute, paths } from '../../shared/config/paths.ts';

/** A read a tab's first render makes: the panel's query (./api.ts) and its path. */
type PanelRead = { endpoint: string; path: `/app/panel/${string}` };

/**
 * The resident panel's tabs, in the order they show, each with the reads its first render
 * subscribes to under /app/panel (the internet tab's configuration and transfer wait for its
 * allocation, so they are not first; the countries dictionary is not the resident's and waits for
 * the app). The tab list, the prerendered copies (one per tab), the head script's early reads and
 * the route's prefetch all follow this table; `src/start-up/first-screens.test.tsx` checks that
 * the panel really makes these reads first.
 */
export const panelTabReads = {
  applications: [{ endpoint: 'getApplications', path: '/app/panel/applications' }],
  documents: [
    { endpoint: 'getDocuments', path: '/app/panel/documents' },
    // The invoice data form below the documents.
    { endpoint: 'getInvoice', path: '/app/panel/invoice' },
  ],
  fees: [
    { endpoint: 'getCharges', path: '/app/panel/fees/charges' },
    { endpoint: 'getPayments', path: '/app/panel/fees/payments' },
    { endpoint: 'getBalance', path: '/app/panel/fees/balance' },
    { endpoint: 'getBankAccount', path: '/app/panel/fees/bank-account' },
  ],
  internet: [
    { endpoint: 'getAllocation', path: '/app/panel/network/allocation' },
    { endpoint: 'getNetworkNotes', path: '/app/panel/network/notes' },
  ],
} as const satisfies Record<string, readonly PanelRead[]>;

/** The reads above every tab: the arrival notice's. */
export const panelFrameReads = [
  { endpoint: 'getArrivalTime', path: '/app/panel/arrival-time' },
] as const satisfies readonly PanelRead[];

export type PanelTab = keyof typeof panelTabReads;

export const panelTabs = Object.keys(panelTabReads) as readonly PanelTab[];

/** The tab shown when the address names none (or one the panel does not have). */
export const defaultPanelTab: PanelTab = 'applications';

/** The query parameter the panel keeps its tab in: `/panel?tab=fees`. */
export const panelTabParam = 'tab';

/** The tab an address's `tab` parameter (as URLSearchParams reads it) selects. */
export function panelTabOf(value: string | null): PanelTab {
  return panelTabs.find((tab) => tab === value) ?? defaultPanelTab;
}

/** The tab a hash route (`#/panel?tab=fees`) opens, as the panel reads its address. */
export function panelTabAt(hash: string): PanelTab {
  return panelTabOf(hashRoute(hash).params.get(panelTabParam));
}

/** The panel's route with a tab, as kept in the address: `/panel?tab=fees`. */
export function panelRoute(tab: PanelTab): string {
  return `${paths.panel}?${panelTabParam}=${tab}`;
}

export type PanelFirstRead =
  (typeof panelFrameReads)[number] | (typeof panelTabReads)[PanelTab][number];

/** The reads a panel opened at `tab` makes first: the frame's, then the tab's. */
export function panelFirstReads(tab: PanelTab): readonly PanelFirstRead[] {
  return [...panelFrameReads, ...panelTabReads[tab]];
}

type Within<Part extends Whole, Whole> = Part;
/** The tabs the early painter paints (decision 015): tsc fails on one this table does not have. */
export type EarlyPaintedPanelTab = Within<(typeof earlyPaintedTabs)[number], PanelTab>;
