import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBrowserStore } from '@/app/store';
import { signedIn } from './account-slice';
import { canKeepSession, loadPersistedState, sessionStorageKey } from './persisted-state';
import { clearFormDrafts } from './sign-out';
import { initialRegistrationState, rodoAgreed } from './registration-slice';

describe('persisted session state', () => {
  it('starts from the registration defaults', () => {
    expect(loadPersistedState().registration).toEqual({
      doesUserAgreeRODO: false,
      placeRequests: false,
      placeRequestKind: null,
    });
  });

  it('keeps exactly account, guest and registration in sessionStorage', () => {
    const store = makeBrowserStore();
    store.dispatch(
      signedIn({ access_token: 't', token_type: 'Bearer', login: 'ola', userId: '7' }),
    );
    store.dispatch(rodoAgreed(true));
    const saved = JSON.parse(window.sessionStorage.getItem(sessionStorageKey) ?? '{}') as object;
    expect(Object.keys(saved).sort()).toEqual(['account', 'guest', 'registration']);
    expect(window.localStorage.getItem(sessionStorageKey)).toBeNull();

    const reloaded = makeBrowserStore();
    expect(reloaded.getState().account.login).toBe('ola');
    expect(reloaded.getState().registration.doesUserAgreeRODO).toBe(true);
  });

  it('falls back to defaults when the stored value is corrupt or of the wrong shape', () => {
    window.sessionStorage.setItem(sessionStorageKey, '{not json');
    expect(loadPersistedState().registration).toEqual(initialRegistrationState);
    window.sessionStorage.setItem(
      sessionStorageKey,
      JSON.stringify({ registration: { doesUserAgreeRODO: 'yes', extra: 1 } }),
    );
    expect(loadPersistedState().registration).toEqual(initialRegistrationState);
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
    store.dispatch(
      signedIn({ access_token: 't', token_type: 'Bearer', login: 'ola', userId: '7' }),
    );
    store.dispatch(rodoAgreed(true));
    expect(store.getState().account.login).toBe('ola');
    expect(store.getState().registration.doesUserAgreeRODO).toBe(true);
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
