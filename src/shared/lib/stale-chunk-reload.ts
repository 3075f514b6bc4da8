/**
 * After a new deployment an open tab still asks for the old build's chunk files, which are gone
 * (404): retrying the same URL can never work, a reload brings the new build. Vite reports such a
 * failure as `vite:preloadError` (Vite docs, "Load Error Handling"). The page is reloaded once;
 * drafts survive it (they are saved to sessionStorage as the person types). A second failure
 * within `reloadWindowMs` of that reload is left to the screen's own error and Try again, so a
 * chunk that is really missing cannot make a reload loop. Offline, a reload would only lose the
 * page: the screen says it is offline instead (retryable-lazy.tsx).
 *
 * Only a chunk the server no longer has is a new deployment. A download also fails when the page
 * is leaving: WebKit cancels the page's downloads as soon as a navigation starts (a sign-in
 * redirect, a link out), and a reload then would replace the trip the app or the person started.
 * So the handler never reloads while the page is leaving (page-leaving.ts), and otherwise asks the
 * server first whether the file is gone. The error itself is never swallowed: a prevented
 * `vite:preloadError` makes Vite resolve the import with `undefined`, and the caller failed later
 * on that instead (`const { http } = await loadHttpClient()`). The import rejects, the screen
 * shows its error with Try again, and the reload, when there is one, replaces it.
 */
import { isPageLeaving, watchPageLeaving } from './page-leaving';

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
  leaving: () => boolean;
  /** Whether the server still has the file: false for a 404 or 410, null when unknown. */
  fileExists: (url: string) => Promise<boolean | null>;
  reload: () => void;
  now: () => number;
};

async function fileExists(url: string): Promise<boolean | null> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    if (response.status === 404 || response.status === 410) return false;
    return response.ok ? true : null;
  } catch {
    return null; // no answer (offline, or the page is leaving): not a sign of a new deployment
  }
}

const browserPage: Page = {
  storage: () => window.sessionStorage,
  online: () => navigator.onLine,
  backOnlineAt: () => backOnlineAt,
  leaving: isPageLeaving,
  fileExists,
  reload: () => window.location.reload(),
  now: () => Date.now(),
};

/** The entry chunk's own address: gone too when a deployment replaced the build. */
const entryChunk = import.meta.url;

/**
 * The file that failed, when the error names it (Chromium and Firefox do, and Vite for a
 * stylesheet); WebKit's "Importing a module script failed." does not, and the entry is asked.
 */
export function failedFileOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return /https?:\/\/[^\s'"]+\.(?:js|css)\b/.exec(message)?.[0] ?? null;
}

/** The reload is allowed now (not recently done, storage usable): the try is written down. */
function mayReloadNow(page: Page): boolean {
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
  return true;
}

const networkReasons = (page: Page) =>
  !page.online() || page.now() - page.backOnlineAt() < backOnlineGraceMs;

/**
 * Reloads when the failed chunk is really gone from the server (a new deployment) and that is
 * safe; resolves true when it reloads. The event is never prevented (see above).
 */
export async function reloadForStaleChunk(
  event: Event,
  page: Page = browserPage,
  entry: string = entryChunk,
): Promise<boolean> {
  if (page.leaving() || networkReasons(page)) return false;
  const payload = (event as Event & { payload?: unknown }).payload;
  const exists = await page.fileExists(failedFileOf(payload) ?? entry);
  // The page may have started to leave while the server was asked.
  if (exists !== false || page.leaving() || networkReasons(page)) return false;
  if (!mayReloadNow(page)) return false;
  page.reload();
  return true;
}

export function reloadOnStaleChunks(): void {
  watchPageLeaving();
  window.addEventListener('online', () => {
    backOnlineAt = Date.now();
  });
  window.addEventListener('vite:preloadError', (event) => {
    void reloadForStaleChunk(event);
  });
}
