import type { ComponentType } from 'react';
import type { StoreAccess } from '@/shared/api/store-access';
import { hashRoute, paths } from '@/shared/config/paths';
import { rememberLoad } from '@/shared/lib/retryable-lazy';

type ScreenModule = { default: ComponentType };

export type ScreenRoute = {
  path: string;
  load: () => Promise<ScreenModule>;
  /**
   * i18n namespaces the screen renders with, fetched together with its code (`validation` where
   * its first render has a form field: a namespace missing here suspends that render, and the
   * layout's "Loading…" replaces the screen until a second round trip brings it).
   */
  namespaces: readonly string[];
  /**
   * The screen's first meaningful paint shows server data (not only static text), so the HTTP
   * client is fetched together with the screen's code rather than after it renders.
   */
  paintsServerData?: boolean;
  /**
   * Starts the reads the screen's first render makes, for the address `hash`, as soon as the
   * store exists: together with the screen's code, not after it has rendered (decision 014).
   */
  prefetch?: (store: StoreAccess, hash: string) => Promise<void>;
};

// One chunk per screen, loaded when its route is first visited.
export const screenRoutes: readonly ScreenRoute[] = [
  {
    path: paths.home,
    load: rememberLoad(() => import('@/features/home/components/home-screen')),
    namespaces: ['home'],
    // The periods and prices are what the page is for (its text is prerendered): the client
    // comes with the code, and the reads start with the store, taking the head script's answers
    // (decision 014).
    paintsServerData: true,
    prefetch: (store) =>
      import('@/features/home/prefetch').then((home) => home.prefetchHome(store)),
  },
  {
    path: paths.rodo,
    load: rememberLoad(() => import('@/features/application/components/rodo-screen')),
    namespaces: ['application', 'validation'],
  },
  {
    path: paths.register,
    load: rememberLoad(() => import('@/features/application/components/register-screen')),
    namespaces: ['application', 'validation', 'invoice'],
  },
  {
    path: paths.panel,
    load: rememberLoad(() =>
      import('@/features/panel/components/panel-screen').then((panel) => {
        // The build's prerender loads the screens with no page (it loads every tab itself).
        if (typeof window !== 'undefined') panel.preloadTabOf(window.location.hash);
        return panel;
      }),
    ),
    namespaces: ['panel'],
    paintsServerData: true,
    prefetch: (store, hash) =>
      import('@/features/panel/prefetch').then((panel) => panel.prefetchPanelRoute(store, hash)),
  },
  {
    path: paths.login,
    load: rememberLoad(() => import('@/features/auth/components/login-screen')),
    namespaces: ['auth'],
  },
  {
    path: paths.guest,
    load: rememberLoad(() => import('@/features/guest/components/guest-screen')),
    namespaces: ['guest', 'validation'],
  },
  {
    path: paths.guestAgreement,
    load: rememberLoad(() => import('@/features/guest/components/guest-screen')),
    namespaces: ['guest', 'validation'],
  },
  {
    path: paths.hotelReservation,
    load: rememberLoad(() => import('@/features/hotel/components/hotel-screen')),
    namespaces: ['hotel', 'validation'],
  },
  {
    path: paths.placeRequest,
    load: rememberLoad(() => import('@/features/application/components/place-request-screen')),
    namespaces: ['application', 'validation', 'invoice'],
  },
  {
    path: paths.applicationSent,
    load: rememberLoad(() => import('@/features/application/components/application-sent-screen')),
    namespaces: ['application'],
  },
  {
    path: paths.accessibility,
    load: rememberLoad(() => import('@/features/accessibility/components/accessibility-screen')),
    namespaces: ['accessibility'],
  },
];

export const notFoundRoute: ScreenRoute = {
  path: '*',
  load: rememberLoad(() => import('./routes/not-found-screen')),
  namespaces: [],
};

export function routeForHash(hash: string): ScreenRoute {
  const { path } = hashRoute(hash);
  return screenRoutes.find((route) => route.path === path) ?? notFoundRoute;
}
