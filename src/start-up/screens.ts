// Relative imports without dependencies: the head script and the build (build/prerender.ts) read
// this table.
import { paths, type AppPath } from '../shared/config/paths.ts';
import { homeFirstReads } from '../features/home/first-reads.ts';
import {
  defaultPanelTab,
  panelRoute,
  panelViews,
  type PanelTab,
  type PanelView,
} from '../features/panel/tabs.ts';

/**
 * Where index.html carries a prerendered screen, and for whom: the head script
 * (./head/choose-copy.ts) shows it only where the app will first render that same markup.
 */
export type PrerenderedRoute = {
  path: AppPath;
  /** The visitor the screen's first state is for: a signed-in resident, a signed-out one, any. */
  signedIn: boolean | 'any';
  /**
   * Only on the sign-on's return with a code (and no error): in the page's query whatever the
   * route (the app then opens its path), or in the route's own query.
   */
  signOnAnswer?: true;
  /**
   * What the visitor came for needs the code (the panel's data, the sign-in's exchange): the head
   * script starts the code's downloads at the first paint, not the entry after it.
   */
  codeAtFirstPaint?: true;
  /** Only before registration's declarations were accepted (after, the app shows the form). */
  beforeDeclarations?: true;
  /** Only with this query parameter holding a UUID (without one the app explains the link). */
  uuidParam?: string;
  /** One copy per panel view, `<name>-<view>`, for the tab the address asks for (or none). */
  perPanelTab?: true;
  /** The reads its first render makes (paths under the API base): the head script starts them. */
  firstReads?: readonly { path: string }[];
};

/**
 * The prerendered screens: the sign-on's return ("Signing you in…", before any other, as the
 * app opens /login whatever the route), the main page, registration's declarations gate, a hotel
 * booking link's code step, and the resident panel's frame with each tab selected. Their markup
 * is the screen their path's route loads (src/app/route-table.ts), rendered by ./prerender.tsx.
 */
export const prerenderedRoutes = {
  login: { path: paths.login, signedIn: 'any', signOnAnswer: true, codeAtFirstPaint: true },
  home: { path: paths.home, signedIn: false, firstReads: homeFirstReads },
  register: { path: paths.register, signedIn: false, beforeDeclarations: true },
  hotel: { path: paths.hotelReservation, signedIn: false, uuidParam: 'id' },
  panel: { path: paths.panel, signedIn: true, perPanelTab: true, codeAtFirstPaint: true },
} as const satisfies Record<string, PrerenderedRoute>;

export type PrerenderedRouteName = keyof typeof prerenderedRoutes;

type ScreensOf<Name extends PrerenderedRouteName> = (typeof prerenderedRoutes)[Name] extends {
  perPanelTab: true;
}
  ? `${Name}-${PanelView}`
  : Name;

/** A prerendered screen's name, as `data-prepaint-screen` carries it: `home`, `panel-fees`. */
export type PrerenderedScreen = {
  [Name in PrerenderedRouteName]: ScreensOf<Name>;
}[PrerenderedRouteName];

/** The id a booking link's copy is rendered with (its markup does not carry it). */
const placeholderUuid = '00000000-0000-4000-8000-000000000000';

/** The sign-on answer the sign-in's copy is rendered with (its markup does not carry it). */
const placeholderSignOnCode = 'prerendered';

export type PrerenderedScreenEntry = {
  screen: PrerenderedScreen;
  route: PrerenderedRouteName;
  /** The in-app address it is rendered at, one the head script picks it for. */
  location: string;
  /** Rendered for a signed-in resident (the header's account part shows where one is). */
  signedIn: boolean;
  /** A panel copy's view, and the tab it opens where it is one. */
  view?: PanelView;
  tab?: PanelTab;
};

/** Every prerendered screen in index.html's order. */
export const prerenderedScreens: readonly PrerenderedScreenEntry[] = (
  Object.keys(prerenderedRoutes) as PrerenderedRouteName[]
).flatMap((route): PrerenderedScreenEntry[] => {
  const rule: PrerenderedRoute = prerenderedRoutes[route];
  if (rule.perPanelTab)
    return panelViews.map((view) => ({
      screen: `${route}-${view}` as PrerenderedScreen,
      route,
      location: panelRoute(view),
      signedIn: rule.signedIn === true,
      view,
      ...(view === defaultPanelTab ? {} : { tab: view }),
    }));
  const query = rule.uuidParam
    ? `?${rule.uuidParam}=${placeholderUuid}`
    : rule.signOnAnswer
      ? `?code=${placeholderSignOnCode}`
      : '';
  return [
    {
      screen: route as PrerenderedScreen,
      route,
      location: `${rule.path}${query}`,
      signedIn: rule.signedIn === true,
    },
  ];
});

/** Whether the head script starts the code's downloads at a screen's first paint. */
export function codeAtFirstPaint(screen: PrerenderedScreen): boolean {
  const entry = prerenderedScreens.find((candidate) => candidate.screen === screen);
  const rule: PrerenderedRoute | undefined = entry && prerenderedRoutes[entry.route];
  return Boolean(rule?.codeAtFirstPaint);
}
