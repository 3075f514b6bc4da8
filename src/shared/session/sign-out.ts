import { env } from '@/shared/config/env';

/** Form drafts (interfaces: sessionStorage keys starting with this) are dropped on sign-out. */
export const draftKeyPrefix = 'dormitory:draft:';

export function clearFormDrafts(storage: Storage = window.sessionStorage): void {
  try {
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
