import { describe, expect, it, vi } from 'vitest';
import {
  backOnlineGraceMs,
  lastReloadKey,
  reloadForStaleChunk,
  reloadWindowMs,
} from './stale-chunk-reload';

function page(
  options: {
    online?: boolean;
    storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
    now?: number;
    backOnlineAt?: number;
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
    reload: vi.fn(),
    now: () => options.now ?? 1_000_000_000,
  };
}

const preloadError = () => new Event('vite:preloadError', { cancelable: true });

describe('a chunk of an older deployment (vite:preloadError)', () => {
  it('reloads the page once and keeps the error from surfacing', () => {
    const tab = page();
    const event = preloadError();
    expect(reloadForStaleChunk(event, tab)).toBe(true);
    expect(tab.reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    expect(window.sessionStorage.getItem(lastReloadKey)).toBe('1000000000');
  });

  it('does not reload again within the window after its reload: no loop', () => {
    reloadForStaleChunk(preloadError(), page());
    const afterReload = page({ now: 1_000_000_000 + reloadWindowMs - 1 });
    const again = preloadError();
    expect(reloadForStaleChunk(again, afterReload)).toBe(false);
    expect(afterReload.reload).not.toHaveBeenCalled();
    // Not prevented: the import fails and the screen shows its error with Try again.
    expect(again.defaultPrevented).toBe(false);
  });

  it('reloads again for a later deployment, once the window has passed', () => {
    reloadForStaleChunk(preloadError(), page());
    const later = page({ now: 1_000_000_000 + reloadWindowMs });
    expect(reloadForStaleChunk(preloadError(), later)).toBe(true);
    expect(later.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload offline: the screen says it is offline and retries itself', () => {
    const offline = page({ online: false });
    const event = preloadError();
    expect(reloadForStaleChunk(event, offline)).toBe(false);
    expect(offline.reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('does not reload just after the connection came back (a network failure, not a deployment)', () => {
    const now = 1_000_000_000;
    const justBack = page({ now, backOnlineAt: now - backOnlineGraceMs + 1 });
    expect(reloadForStaleChunk(preloadError(), justBack)).toBe(false);
    expect(justBack.reload).not.toHaveBeenCalled();
    const longBack = page({ now, backOnlineAt: now - backOnlineGraceMs });
    expect(reloadForStaleChunk(preloadError(), longBack)).toBe(true);
  });

  it('does not reload when storage is blocked (it could not remember the reload)', () => {
    const blocked = page({ storage: null });
    const event = preloadError();
    expect(() => reloadForStaleChunk(event, blocked)).not.toThrow();
    expect(blocked.reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('does not reload when the reload cannot be written down (storage full)', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    const tab = page({ storage: full });
    expect(reloadForStaleChunk(preloadError(), tab)).toBe(false);
    expect(tab.reload).not.toHaveBeenCalled();
  });
});
