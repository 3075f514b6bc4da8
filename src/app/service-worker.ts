/**
 * Registers the production build's service worker (`sw.js`, built from ./sw.ts, decisions 013
 * and 017): it precaches this release's shell and screens, so the portal opens offline, and asks
 * the network for every page while there is one. A new release's worker installs in the
 * background and waits; it takes over when the person next moves to another screen (the route's
 * path changes), never while they stay on one, so a form being filled in is never reloaded under
 * them. The page then reloads at the address they asked for, and the new release shows it.
 * (Closing every tab of the portal lets it take over too.)
 */

import { screenChangedEvent } from './screen-changed';

/** What this module needs of the browser; tests pass a fake. */
export type ServiceWorkerPage = {
  container: ServiceWorkerContainer | undefined;
  /** The route's path of the current address (`#/panel?tab=fees` is `/panel`). */
  path: () => string;
  onRouteChange: (listener: () => void) => void;
  onVisible: (listener: () => void) => void;
  reload: () => void;
};

export const serviceWorkerUrl = './sw.js';

/** The message Workbox's generated worker answers with `skipWaiting()`. */
export const skipWaitingMessage = { type: 'SKIP_WAITING' } as const;

export function routePath(hash: string): string {
  return hash.replace(/^#/, '').split(/[?#]/, 1)[0] || '/';
}

const browserPage = (): ServiceWorkerPage => ({
  container: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
  path: () => routePath(window.location.hash),
  onRouteChange: (listener) => window.addEventListener(screenChangedEvent, listener),
  onVisible: (listener) =>
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') listener();
    }),
  reload: () => window.location.reload(),
});

export async function registerServiceWorker(
  page: ServiceWorkerPage = browserPage(),
): Promise<ServiceWorkerRegistration | null> {
  const { container } = page;
  if (!container) return null;
  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register(serviceWorkerUrl, { scope: './' });
  } catch {
    // No worker (blocked, private mode, an old browser): the portal works as before, online.
    return null;
  }
  let path = page.path();
  let takingOver = false;
  page.onRouteChange(() => {
    const next = page.path();
    if (next === path) return;
    path = next;
    const waiting = registration.waiting;
    // Without a controller this is the first install: nothing older to replace.
    if (!waiting || !container.controller || takingOver) return;
    takingOver = true;
    container.addEventListener('controllerchange', () => page.reload(), { once: true });
    waiting.postMessage(skipWaitingMessage);
  });
  // A tab left open for days still learns of a release when the person comes back to it.
  page.onVisible(() => {
    void registration.update().catch(() => undefined);
  });
  return registration;
}
