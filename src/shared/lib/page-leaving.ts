/**
 * Whether this page is on its way out: the app sent the browser elsewhere (browser-location.ts:
 * the sign-on, the central logout), or the browser hid the page to show another (`pagehide`).
 * Until then a failed download means something; after it, it only means the page is leaving
 * (stale-chunk-reload.ts). A page the back/forward cache shows again (`pageshow`, persisted) is
 * here again. No `beforeunload` listener: it would keep the page out of Firefox's back/forward
 * cache, and the stale-chunk check asks the server anyway.
 */
let leaving = false;

export function markPageLeaving(): void {
  leaving = true;
}

export function isPageLeaving(): boolean {
  return leaving;
}

export function watchPageLeaving(): void {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) leaving = false;
  });
}
