import { markPageLeaving } from '@/shared/lib/page-leaving';

/**
 * Leaving the app (single sign-on, central logout) goes through this object so tests can watch
 * the redirects without navigating the test page away.
 */
let leaving = false;

/**
 * Sign-out leaves for the central logout; screens that react to the cleared session (e.g. the
 * panel's signed-out guard) must not start a sign-on redirect that would win the race.
 */
export function leaveApp(url: string): void {
  leaving = true;
  browserLocation.assign(url);
}

/** Sign-out has started: the page is about to leave, so nothing may start a sign-on any more. */
export function beginLeavingApp(): void {
  leaving = true;
}

export function isLeavingApp(): boolean {
  return leaving;
}

/** For tests: the page did not really leave. */
export function resetLeavingApp(): void {
  leaving = false;
}

export const browserLocation = {
  assign(url: string): void {
    // A download that fails from now on is the page leaving, not a new deployment.
    markPageLeaving();
    window.location.assign(url);
  },
  /** The in-app address (hash route), e.g. `/panel?tab=fees`. */
  currentRoute(): string {
    const hash = window.location.hash.replace(/^#/, '');
    return hash.startsWith('/') ? hash : '/';
  },
  /**
   * The app's own address without the route: where the sign-on returns to. The folder of the
   * page, so `/index.html` and `/` give the same value: the sign-on compares redirect_uri with
   * the registered one as an exact string (RFC 9700 2.1).
   */
  appBase(): string {
    const { origin, pathname } = window.location;
    return `${origin}${pathname.replace(/[^/]*$/, '')}`;
  },
};
