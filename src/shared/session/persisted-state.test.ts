import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBrowserStore } from '@/app/store';
import { signedIn } from './account-slice';
import { guestUuidSaved } from './guest-slice';
import {
  canKeepSession,
  keptState,
  loadPersistedState,
  savePersistedState,
  sessionStorageKey,
} from './persisted-state';
import { clearFormDrafts } from './sign-out';

const stored = () =>
  JSON.parse(window.sessionStorage.getItem(sessionStorageKey) ?? '{}') as Record<string, unknown>;

const ola = { access_token: 't', token_type: 'Bearer', login: 'ola', userId: '7' };

describe('persisted session state', () => {
  it('starts from the session defaults', () => {
    expect(loadPersistedState()).toEqual({
      account: { access_token: null, token_type: null, login: null, userId: null },
      guest: { uuid: null, token: null },
    });
  });

  it('keeps exactly account and guest in sessionStorage while no feature adds its own', () => {
    const store = makeBrowserStore();
    store.dispatch(signedIn(ola));
    expect(Object.keys(stored()).sort()).toEqual(['account', 'guest']);
    expect(window.localStorage.getItem(sessionStorageKey)).toBeNull();

    const reloaded = makeBrowserStore();
    expect(reloaded.getState().account.login).toBe('ola');
  });

  it("leaves a feature's kept state as it was on a page where that feature never loaded", () => {
    const agreed = { doesUserAgreeRODO: true, placeRequests: false, placeRequestKind: null };
    window.sessionStorage.setItem(sessionStorageKey, JSON.stringify({ registration: agreed }));
    const store = makeBrowserStore();
    store.dispatch(signedIn(ola));
    store.dispatch(guestUuidSaved('0d6c1c9e-6c0e-4a53-9d55-4d2f1c1c7a10'));
    expect(stored()).toMatchObject({ account: { login: 'ola' }, registration: agreed });
  });

  it('falls back to defaults when the stored value is corrupt or of the wrong shape', () => {
    const defaults = loadPersistedState();
    window.sessionStorage.setItem(sessionStorageKey, '{not json');
    expect(loadPersistedState()).toEqual(defaults);
    window.sessionStorage.setItem(sessionStorageKey, JSON.stringify({ account: 'x', guest: 5 }));
    expect(loadPersistedState()).toEqual(defaults);
  });

  it("gives a feature's slice what this tab kept under its name, in the slice's shape", () => {
    const initial = { chosen: false, kind: null as string | null };
    const restore = keptState('sample', initial);
    expect(restore()).toEqual(initial);
    savePersistedState({ sample: { chosen: true, kind: 'doctoral' }, dialog: { open: true } });
    expect(restore()).toEqual({ chosen: true, kind: 'doctoral' });
    // Only the kept names are saved, never the rest of the state (dialogs, the API cache).
    expect(Object.keys(stored())).toEqual(['sample']);
    savePersistedState({ sample: { chosen: 'yes', extra: 1 } });
    expect(restore()).toEqual(initial);
  });
});

describe('blocked storage', () => {
  afterEach(() => {
    // Before the shared clean-up, which clears both storages.
    vi.restoreAllMocks();
  });

  function blockStorage() {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(refuse);
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(refuse);
  }

  it('starts empty and keeps the session in memory for the page', () => {
    blockStorage();
    expect(canKeepSession()).toBe(false);
    const store = makeBrowserStore();
    expect(store.getState().account.access_token).toBeNull();
    store.dispatch(signedIn(ola));
    expect(store.getState().account.login).toBe('ola');
    expect(keptState('sample', { chosen: false })()).toEqual({ chosen: false });
    expect(() => clearFormDrafts()).not.toThrow();
  });

  it('counts a storage whose writes fail as one that cannot keep the session', () => {
    expect(canKeepSession()).toBe(true);
    // The getter is replaced, not the storage's setItem: happy-dom's storage cannot take that
    // spy back off, so it outlived this test.
    const real = window.sessionStorage;
    const full: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
      getItem: (name) => real.getItem(name),
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
      removeItem: (name) => real.removeItem(name),
    };
    vi.spyOn(window, 'sessionStorage', 'get').mockReturnValue(full as Storage);
    expect(canKeepSession()).toBe(false);
  });
});
