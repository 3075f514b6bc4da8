/**
 * After a new deployment an open tab still asks for the old build's chunk files, which are gone
 * (404): retrying the same URL can never work, a reload brings the new build. Vite reports such a
 * failure as `vite:preloadError` (Vite docs, "Load Error Handling"). The page is reloaded once;
 * drafts survive it (they are saved to sessionStorage as the person types). A second failure
 * within `reloadWindowMs` of that reload is left to the screen's own error and Try again, so a
 * chunk that is really missing cannot make a reload loop. Offline, a reload would only lose the
 * page: the screen says it is offline instead (retryable-lazy.tsx).
 */
export const reloadWindowMs = 5 * 60 * 1000;

export const lastReloadKey = 'dormitory:stale-chunk-reload';

/** A failure this soon after the connection came back is taken for the network, not a deployment. */
export const backOnlineGraceMs = 30 * 1000;

let backOnlineAt = Number.NEGATIVE_INFINITY;

/** What the reload rule needs of sessionStorage. */
type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

type Page = {
  storage: () => ReloadStorage;
  online: () => boolean;
  backOnlineAt: () => number;
  reload: () => void;
  now: () => number;
};

const browserPage: Page = {
  storage: () => window.sessionStorage,
  online: () => navigator.onLine,
  backOnlineAt: () => backOnlineAt,
  reload: () => window.location.reload(),
  now: () => Date.now(),
};

/** Reloads (and keeps the error from surfacing) when that is safe; true when it reloads. */
export function reloadForStaleChunk(event: Event, page: Page = browserPage): boolean {
  if (!page.online() || page.now() - page.backOnlineAt() < backOnlineGraceMs) return false;
  let storage: ReloadStorage;
  let last: number;
  try {
    storage = page.storage();
    last = Number(storage.getItem(lastReloadKey) ?? 0);
  } catch {
    // Blocked storage cannot remember a reload across it: no reload, so no loop.
    return false;
  }
  const now = page.now();
  if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < reloadWindowMs)
    return false;
  try {
    storage.setItem(lastReloadKey, String(now));
  } catch {
    return false;
  }
  event.preventDefault();
  page.reload();
  return true;
}

export function reloadOnStaleChunks(): void {
  window.addEventListener('online', () => {
    backOnlineAt = Date.now();
  });
  window.addEventListener('vite:preloadError', (event) => {
    reloadForStaleChunk(event);
  });
}
