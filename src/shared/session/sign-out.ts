import { env } from '@/shared/config/env';

/** Form drafts (interfaces: sessionStorage keys starting with this) are dropped on sign-out. */
export const draftKeyPrefix = 'dormitory:draft:';

/**
 * Once sign-out has started, this page writes no more drafts: screens still mounted while the
 * browser leaves for the central logout (refetching lists, re-applying values) must not put a
 * draft back for the next person using this tab.
 */
let draftsClosed = false;

export function draftsAllowed(): boolean {
  return !draftsClosed;
}

/** For tests, which reuse one page for many sign-outs. */
export function reopenDraftsForTests(): void {
  draftsClosed = false;
}

export function clearFormDrafts(given?: Storage): void {
  draftsClosed = true;
  try {
    // Reached inside the try: with storage blocked even `window.sessionStorage` throws.
    const storage = given ?? window.sessionStorage;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(draftKeyPrefix)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Blocked storage holds no drafts.
  }
}

/** The central login service's logout with the logout action and this system's identifier. */
export function centralLogoutUrl(): string {
  const query = new URLSearchParams({ action: 'logout', system: env.loginSystemId });
  const separator = env.centralLogoutUrl.includes('?') ? '&' : '?';
  return `${env.centralLogoutUrl}${separator}${query.toString()}`;
}
