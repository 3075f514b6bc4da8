import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { initialAccountState } from './account';
import {
  selectAuthorization,
  selectIsSignedIn,
  signedIn,
  signedOut,
  tokenRenewed,
} from './account-slice';
import { guestIdentified, guestUuidSaved, selectGuestToken } from './guest-slice';

const signIn = { access_token: 'abc', token_type: 'Bearer', login: 'jkowalski', userId: '42' };

describe('account slice', () => {
  it('starts signed out with every field empty', () => {
    const store = makeStore();
    expect(store.getState().account).toEqual(initialAccountState);
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });

  it('builds the authorization value as "<token_type> <access_token>"', () => {
    const store = makeStore();
    store.dispatch(signedIn(signIn));
    expect(selectAuthorization(store.getState())).toBe('Bearer abc');
    expect(store.getState().account.login).toBe('jkowalski');
  });

  it.each([
    [{ access_token: 'abc', token_type: null }],
    [{ access_token: null, token_type: 'Bearer' }],
    [{ access_token: '', token_type: 'Bearer' }],
  ])('has no authorization unless both parts exist (%o)', (partial) => {
    const store = makeStore({ account: { ...initialAccountState, ...partial } });
    expect(selectAuthorization(store.getState())).toBeNull();
  });

  it('renews the token and keeps the person', () => {
    const store = makeStore();
    store.dispatch(signedIn(signIn));
    store.dispatch(tokenRenewed({ access_token: 'new', token_type: 'Bearer' }));
    expect(selectAuthorization(store.getState())).toBe('Bearer new');
    expect(store.getState().account.userId).toBe('42');
  });

  it('clears account and guest state on sign-out', () => {
    const store = makeStore();
    store.dispatch(signedIn(signIn));
    store.dispatch(guestUuidSaved('0d6c1c9e-6c0e-4a53-9d55-4d2f1c1c7a10'));
    store.dispatch(guestIdentified('token'));
    store.dispatch(signedOut());
    expect(store.getState().account).toEqual(initialAccountState);
    expect(selectGuestToken(store.getState())).toBeNull();
  });
});
