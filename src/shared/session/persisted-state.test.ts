import { describe, expect, it } from 'vitest';
import { makeBrowserStore } from '@/app/store';
import { signedIn } from './account-slice';
import { loadPersistedState, sessionStorageKey } from './persisted-state';
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
