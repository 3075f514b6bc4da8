import { describe, expect, it, vi } from 'vitest';
import { isPageLeaving, markPageLeaving, watchPageLeaving } from './page-leaving';
import {
  backOnlineGraceMs,
  failedFileOf,
  lastReloadKey,
  reloadForStaleChunk,
  reloadWindowMs,
} from './stale-chunk-reload';

const entry = 'https://portal.example/assets/main-abc.js';

function page(
  options: {
    online?: boolean;
    storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
    now?: number;
    backOnlineAt?: number;
    leaving?: boolean;
    /** The server's answer about the file: false = gone (404/410, the default), null = none. */
    exists?: boolean | null;
  } = {},
) {
  const storage = options.storage === undefined ? window.sessionStorage : options.storage;
  return {
    storage: () => {
      if (!storage) throw new DOMException('The operation is insecure.', 'SecurityError');
      return storage;
    },
    online: () => options.online ?? true,
    backOnlineAt: () => options.backOnlineAt ?? Number.NEGATIVE_INFINITY,
    leaving: vi.fn(() => options.leaving ?? false),
    fileExists: vi.fn(async (_url: string): Promise<boolean | null> =>
      options.exists === undefined ? false : options.exists,
    ),
    reload: vi.fn(),
    now: () => options.now ?? 1_000_000_000,
  };
}

/** Vite's event: cancelable, with the import's error as its payload. */
function preloadError(message = 'Importing a module script failed.') {
  return Object.assign(new Event('vite:preloadError', { cancelable: true }), {
    payload: new TypeError(message),
  });
}

const reload = (event: Event, tab: ReturnType<typeof page>) =>
  reloadForStaleChunk(event, tab, entry);

describe('a chunk of an older deployment (vite:preloadError)', () => {
  it('reloads the page once when the server no longer has the file', async () => {
    const tab = page();
    expect(await reload(preloadError(), tab)).toBe(true);
    expect(tab.reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(lastReloadKey)).toBe('1000000000');
  });

  it('never prevents the event: the import rejects instead of resolving to undefined', async () => {
    // Vite resolves a prevented import with `undefined`; its caller then failed on that.
    for (const tab of [page(), page({ exists: true }), page({ leaving: true })]) {
      const event = preloadError();
      await reload(event, tab);
      expect(event.defaultPrevented).toBe(false);
    }
  });

  it('asks about the failed file when the error names it, else about the entry', async () => {
    const named = page();
    const chunk = 'https://portal.example/assets/http-client-x1.js';
    await reload(preloadError(`Failed to fetch dynamically imported module: ${chunk}`), named);
    expect(named.fileExists).toHaveBeenCalledWith(chunk);
    const unnamed = page();
    await reload(preloadError(), unnamed);
    expect(unnamed.fileExists).toHaveBeenCalledWith(entry);
  });

  it('does not reload when the file is still there, or the server cannot be asked', async () => {
    for (const exists of [true, null]) {
      const tab = page({ exists });
      expect(await reload(preloadError(), tab)).toBe(false);
      expect(tab.reload).not.toHaveBeenCalled();
      expect(window.sessionStorage.getItem(lastReloadKey)).toBeNull();
    }
  });

  it('does not reload while the page is leaving: a cancelled download is no deployment', async () => {
    const leaving = page({ leaving: true });
    expect(await reload(preloadError(), leaving)).toBe(false);
    expect(leaving.fileExists).not.toHaveBeenCalled();
    expect(leaving.reload).not.toHaveBeenCalled();
  });

  it('does not reload when the page started to leave while the server was asked', async () => {
    const tab = page();
    tab.leaving.mockReturnValueOnce(false).mockReturnValue(true);
    expect(await reload(preloadError(), tab)).toBe(false);
    expect(tab.fileExists).toHaveBeenCalledTimes(1);
    expect(tab.reload).not.toHaveBeenCalled();
  });

  it('does not reload again within the window after its reload: no loop', async () => {
    await reload(preloadError(), page());
    const afterReload = page({ now: 1_000_000_000 + reloadWindowMs - 1 });
    expect(await reload(preloadError(), afterReload)).toBe(false);
    expect(afterReload.reload).not.toHaveBeenCalled();
  });

  it('reloads again for a later deployment, once the window has passed', async () => {
    await reload(preloadError(), page());
    const later = page({ now: 1_000_000_000 + reloadWindowMs });
    expect(await reload(preloadError(), later)).toBe(true);
    expect(later.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload offline: the screen says it is offline and retries itself', async () => {
    const offline = page({ online: false });
    expect(await reload(preloadError(), offline)).toBe(false);
    expect(offline.reload).not.toHaveBeenCalled();
  });

  it('does not reload just after the connection came back (a network failure, not a deployment)', async () => {
    const now = 1_000_000_000;
    const justBack = page({ now, backOnlineAt: now - backOnlineGraceMs + 1 });
    expect(await reload(preloadError(), justBack)).toBe(false);
    expect(justBack.reload).not.toHaveBeenCalled();
    const longBack = page({ now, backOnlineAt: now - backOnlineGraceMs });
    expect(await reload(preloadError(), longBack)).toBe(true);
  });

  it('does not reload when storage is blocked (it could not remember the reload)', async () => {
    const blocked = page({ storage: null });
    await expect(reload(preloadError(), blocked)).resolves.toBe(false);
    expect(blocked.reload).not.toHaveBeenCalled();
  });

  it('does not reload when the reload cannot be written down (storage full)', async () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    const tab = page({ storage: full });
    expect(await reload(preloadError(), tab)).toBe(false);
    expect(tab.reload).not.toHaveBeenCalled();
  });
});

describe('failedFileOf', () => {
  it.each([
    [
      'Failed to fetch dynamically imported module: https://a.example/assets/x-1.js',
      'https://a.example/assets/x-1.js',
    ],
    [
      'error loading dynamically imported module: http://127.0.0.1:4173/assets/y.js',
      'http://127.0.0.1:4173/assets/y.js',
    ],
    ['Unable to preload CSS for https://a.example/assets/z.css', 'https://a.example/assets/z.css'],
    ['Importing a module script failed.', null],
  ])('%s', (message, file) => {
    expect(failedFileOf(new TypeError(message))).toBe(file);
  });
});

/** happy-dom's PageTransitionEvent drops `persisted`: a plain event carrying it. */
const transition = (type: 'pagehide' | 'pageshow', persisted: boolean) =>
  Object.assign(new Event(type), { persisted });

describe('the page leaving', () => {
  it('is leaving after the app sends it away or the browser hides it, and back from the cache', () => {
    watchPageLeaving();
    expect(isPageLeaving()).toBe(false);
    window.dispatchEvent(transition('pagehide', true));
    expect(isPageLeaving()).toBe(true);
    window.dispatchEvent(transition('pageshow', false));
    expect(isPageLeaving()).toBe(true);
    window.dispatchEvent(transition('pageshow', true));
    expect(isPageLeaving()).toBe(false);
    markPageLeaving();
    expect(isPageLeaving()).toBe(true);
  });
});
