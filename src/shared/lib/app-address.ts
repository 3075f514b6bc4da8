/**
 * The full address of an in-app route (`/panel?tab=fees`) for a file the person keeps, such as a
 * calendar event's link: the page's own address with the hash route the app's HashRouter reads.
 */
export function appAddress(route: string): string {
  const here = new URL(window.location.href);
  return `${here.origin}${here.pathname}#${route}`;
}
