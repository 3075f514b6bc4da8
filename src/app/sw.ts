/**
 * The production build's service worker (decisions 013 and 017). vite-plugin-pwa builds it into
 * sw.js, one file, with this release's precache list (every file with its integrity: a file
 * whose content differs fails the install, so a half-copied release is never cached).
 *
 * Pages come from the network, so the server's headers of the moment, its Content-Security-
 * Policy first, apply to every visit that has a network; the precached page answers only when
 * the network fails (offline). Scripts, styles and translations of this release come from the
 * precache. Nothing is cached at run time: no API answer, token or personal data ever reaches
 * Cache Storage. A new release waits until the page lets it take over (never mid-form).
 */

import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import {
  cleanupOutdatedCaches,
  precacheAndRoute,
  PrecacheFallbackPlugin,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { skipWaitingMessage } from './service-worker';

/** What this worker uses of its global scope (the project's DOM types describe a page). */
declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
};

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === skipWaitingMessage.type) void self.skipWaiting();
});

// The page's request starts while the worker starts, not after.
enableNavigationPreload();
// Registered before the precache's own route, which would otherwise answer `/` and
// `/index.html` from the cache, with the headers they had when cached.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: 'index.html' })] }),
    { denylist: [/^\/api\//, /^\/csp-report/] },
  ),
);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
