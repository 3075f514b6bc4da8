// Relative imports without dependencies: vite.config.ts loads this file (through
// build/prerender.ts, src/app/prepaint.ts and src/shared/api/early-reads.ts).
import { paths, type AppPath } from './paths.ts';

/** A read a panel's first render makes: the panel's query (features/panel/api.ts) and its path. */
type PanelRead = { endpoint: string; path: `/app/panel/${string}` };

/**
 * The resident panel's tabs, in the order they show, each with the reads its first render
 * subscribes to under /app/panel (the internet tab's configuration and transfer wait for its
 * allocation, so they are not first; the countries dictionary is not the resident's and waits for
 * the app). The panel's tab list, the prerendered copies, the head script's early reads and
 * the route's prefetch all follow this table; `src/app/first-screens.test.tsx` checks that the
 * panel really makes these reads first.
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

/**
 * Where index.html carries a prerendered screen, and for whom: the head script
 * (src/app/prepaint.ts) shows it only where the app will first render that same markup.
 */
type PrerenderedRoute = {
  path: AppPath;
  /** The visitor the screen's first state is for: a signed-in resident, or a signed-out one. */
  signedIn: boolean;
  /** Only before registration's declarations were accepted (after, the app shows the form). */
  beforeDeclarations?: true;
  /** Only with this query parameter holding a UUID (without one the app explains the link). */
  uuidParam?: string;
  /** One copy per panel tab, `<name>-<tab>`, for the tab the address asks for. */
  perPanelTab?: true;
};

/**
 * The prerendered screens: the main page, registration's declarations gate, a hotel booking
 * link's code step, and the resident panel's frame with each tab selected. Their markup comes
 * from src/app/prerender.tsx (one component per name, which tsc asks for), their code and
 * translations from the route table (src/app/route-table.ts).
 */
export const prerenderedRoutes = {
  home: { path: paths.home, signedIn: false },
  register: { path: paths.register, signedIn: false, beforeDeclarations: true },
  hotel: { path: paths.hotelReservation, signedIn: false, uuidParam: 'id' },
  panel: { path: paths.panel, signedIn: true, perPanelTab: true },
} as const satisfies Record<string, PrerenderedRoute>;

export type PrerenderedRouteName = keyof typeof prerenderedRoutes;

type ScreensOf<Name extends PrerenderedRouteName> = (typeof prerenderedRoutes)[Name] extends {
  perPanelTab: true;
}
  ? `${Name}-${PanelTab}`
  : Name;

/** A prerendered screen's name, as `data-prepaint-screen` carries it: `home`, `panel-fees`. */
export type PrerenderedScreen = {
  [Name in PrerenderedRouteName]: ScreensOf<Name>;
}[PrerenderedRouteName];

/** The id a booking link's copy is rendered with (its markup does not carry it). */
const placeholderUuid = '00000000-0000-4000-8000-000000000000';

export type PrerenderedScreenEntry = {
  screen: PrerenderedScreen;
  route: PrerenderedRouteName;
  /** The in-app address it is rendered at, one the head script picks it for. */
  location: string;
  signedIn: boolean;
  tab?: PanelTab;
};

/** Every prerendered screen in index.html's order. */
export const prerenderedScreens: readonly PrerenderedScreenEntry[] = (
  Object.keys(prerenderedRoutes) as PrerenderedRouteName[]
).flatMap((route): PrerenderedScreenEntry[] => {
  const rule: PrerenderedRoute = prerenderedRoutes[route];
  if (rule.perPanelTab)
    return panelTabs.map((tab) => ({
      screen: `${route}-${tab}` as PrerenderedScreen,
      route,
      location: `${rule.path}?${panelTabParam}=${tab}`,
      signedIn: rule.signedIn,
      tab,
    }));
  const query = rule.uuidParam ? `?${rule.uuidParam}=${placeholderUuid}` : '';
  return [
    {
      screen: route as PrerenderedScreen,
      route,
      location: `${rule.path}${query}`,
      signedIn: rule.signedIn,
    },
  ];
});
