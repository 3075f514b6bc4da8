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
