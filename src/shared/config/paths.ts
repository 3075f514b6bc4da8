/** Every route of the app in one place; links use these, never hand-typed strings. */
export const paths = {
  home: '/',
  rodo: '/rodo',
  register: '/register',
  panel: '/panel',
  login: '/login',
  guest: '/guest',
  guestAgreement: '/guest-agreement',
  hotelReservation: '/hotel-reservation',
  placeRequest: '/place-request',
  /** The confirmation of the application sent in this tab's session (issue 34). */
  applicationSent: '/application-sent',
  accessibility: '/accessibility',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

const knownPaths: ReadonlySet<string> = new Set(Object.values(paths));

/** True for an in-app route such as `/panel?tab=fees`; false for anything that could leave the app. */
export function isAppRoute(value: unknown): value is string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return false;
  if (/[\\\s]/.test(value)) return false;
  const pathname = value.split(/[?#]/, 1)[0] ?? '';
  return knownPaths.has(pathname);
}

/**
 * A hash route as the app's router reads it (`#/panel?tab=fees#top`): its path (`/panel`, the
 * main page's `/` when empty) and its query. The head script, the route table and the panel's
 * loader all read the address with this.
 */
export function hashRoute(hash: string): { path: string; params: URLSearchParams } {
  const route = hash.replace(/^#/, '');
  const path = route.split(/[?#]/, 1)[0] ?? '';
  const query = /^\?([^#]*)/.exec(route.slice(path.length))?.[1] ?? '';
  return { path: path || '/', params: new URLSearchParams(query) };
}
