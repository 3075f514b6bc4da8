/**
 * Leaving the app (single sign-on, central logout) goes through this object so tests can watch
 * the redirects without navigating the test page away.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  /** The in-app address (hash route), e.g. `/panel?tab=fees`. */
  currentRoute(): string {
    const hash = window.location.hash.replace(/^#/, '');
    return hash.startsWith('/') ? hash : '/';
  },
  /** The app's own address without the route: where the sign-on returns to. */
  appBase(): string {
    const { origin, pathname } = window.location;
    return `${origin}${pathname}`;
  },
};
