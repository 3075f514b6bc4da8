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
 * the app). The tab list, the prerendered copies (one per view), the head script's early reads and
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

/**
 * The reads above every tab: the to-do list's (the panel's first screen, decision 010): the
 * arrival time, the documents to sign, the charges and balance (what is overdue, the next
 * deadline) and the connection's allocation (an address registered or not). A tab that reads one
 * of them too shares the one request (RTK Query; the head script asks each path once).
 */
export const panelFrameReads = [
  { endpoint: 'getArrivalTime', path: '/app/panel/arrival-time' },
  { endpoint: 'getDocuments', path: '/app/panel/documents' },
  { endpoint: 'getCharges', path: '/app/panel/fees/charges' },
  { endpoint: 'getBalance', path: '/app/panel/fees/balance' },
  { endpoint: 'getAllocation', path: '/app/panel/network/allocation' },
] as const satisfies readonly PanelRead[];

export type PanelTab = keyof typeof panelTabReads;

export const panelTabs = Object.keys(panelTabReads) as readonly PanelTab[];

/**
 * What the panel shows where the address names no tab (or one the panel does not have): its
 * frame with no tab chosen yet. Once the to-do list's reads have answered, the panel opens the
 * first tab with something to do and puts it in the address (decision 010); until then the head
 * script's copy and the app's first render are this same frame (`panel-first`).
 */
export const defaultPanelTab = 'first';

/** A tab, or the frame before the first tab with something to do is chosen. */
export type PanelView = PanelTab | typeof defaultPanelTab;

/** Every view of the panel: one prerendered copy each. */
export const panelViews: readonly PanelView[] = [...panelTabs, defaultPanelTab];

/** Each view's own first reads (a tab's, from the table above; the unchosen frame has none). */
export const panelViewReads: Record<PanelView, readonly PanelRead[]> = {
  ...panelTabReads,
  [defaultPanelTab]: [],
};

/** The query parameter the panel keeps its tab in: `/panel?tab=fees`. */
export const panelTabParam = 'tab';

/** The view an address's `tab` parameter (as URLSearchParams reads it) selects. */
export function panelTabOf(value: string | null): PanelView {
  return panelTabs.find((tab) => tab === value) ?? defaultPanelTab;
}

/** The view a hash route (`#/panel?tab=fees`) opens, as the panel reads its address. */
export function panelTabAt(hash: string): PanelView {
  return panelTabOf(hashRoute(hash).params.get(panelTabParam));
}

/** The panel's route at a view, as kept in the address: `/panel?tab=fees`, or `/panel`. */
export function panelRoute(view: PanelView): string {
  return view === defaultPanelTab ? paths.panel : `${paths.panel}?${panelTabParam}=${view}`;
}

export type PanelFirstRead =
  (typeof panelFrameReads)[number] | (typeof panelTabReads)[PanelTab][number];

/** The reads a panel opened at `view` makes first: the frame's, then the tab's others. */
export function panelFirstReads(view: PanelView): readonly PanelFirstRead[] {
  const frame: readonly PanelFirstRead[] = panelFrameReads;
  const own = panelViewReads[view] as readonly PanelFirstRead[];
  return [...frame, ...own.filter((read) => !frame.some((first) => first.path === read.path))];
}

type Within<Part extends Whole, Whole> = Part;
/** The tabs the early painter paints (decision 015): tsc fails on one this table does not have. */
export type EarlyPaintedPanelTab = Within<(typeof earlyPaintedTabs)[number], PanelTab>;
