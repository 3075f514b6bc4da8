import { describe, expect, it, vi } from 'vitest';
import { makeBrowserStore } from '@/app/store';
import { signedIn, signedOut } from '@/shared/session/account-slice';
import { guestUuidSaved } from '@/shared/session/guest-slice';
import { sessionStorageKey } from '@/shared/session/persisted-state';
import {
  applicationDelivered,
  initialRegistrationState,
  selectDelivered,
  placeRequestKindChosen,
  rodoAgreed,
  selectDoesUserAgreeRODO,
  selectPlaceRequestKind,
} from './registration-slice';

const stored = () =>
  JSON.parse(window.sessionStorage.getItem(sessionStorageKey) ?? '{}') as Record<string, unknown>;

const agreed = {
  doesUserAgreeRODO: true,
  placeRequests: false,
  placeRequestKind: null,
  delivered: null,
};

describe('the registration state', () => {
  it('survives a reload, under the key the head script reads', () => {
    const store = makeBrowserStore();
    store.dispatch(rodoAgreed(true));
    store.dispatch(placeRequestKindChosen('doctoral'));
    expect(Object.keys(stored()).sort()).toEqual(['account', 'guest', 'registration']);
    // src/app/prepaint.ts reads session.registration.doesUserAgreeRODO before the app starts.
    expect(stored().registration).toMatchObject({ doesUserAgreeRODO: true });

    const reloaded = makeBrowserStore();
    expect(selectDoesUserAgreeRODO(reloaded.getState())).toBe(true);
    expect(selectPlaceRequestKind(reloaded.getState())).toBe('doctoral');
  });

  it("joins a store made before the application's code loaded, with what the tab kept", async () => {
    window.sessionStorage.setItem(sessionStorageKey, JSON.stringify({ registration: agreed }));
    // A page opened elsewhere (the main page): the store exists, the form's code is not loaded.
    vi.resetModules();
    const app = await import('@/app/store');
    const store = app.makeBrowserStore();
    expect(store.getState()).not.toHaveProperty('registration');

    const late = await import('./registration-slice');
    expect(late.selectDoesUserAgreeRODO(store.getState())).toBe(true);
    store.dispatch(late.placeRequestKindChosen('student'));
    expect(store.getState().registration).toEqual({ ...agreed, placeRequestKind: 'student' });
    expect(stored().registration).toEqual({ ...agreed, placeRequestKind: 'student' });
  });

  it('is reset by signing out, as the account and the guest are (issue 34, point 9)', () => {
    const store = makeBrowserStore();
    store.dispatch(
      signedIn({ access_token: 't', token_type: 'Bearer', login: 'ola', userId: '7' }),
    );
    store.dispatch(guestUuidSaved('0d6c1c9e-6c0e-4a53-9d55-4d2f1c1c7a10'));
    store.dispatch(rodoAgreed(true));
    store.dispatch(signedOut());
    expect(stored()).toEqual({
      account: { access_token: null, token_type: null, login: null, userId: null },
      guest: { uuid: null, token: null },
      registration: initialRegistrationState,
    });
    expect(selectDoesUserAgreeRODO(makeBrowserStore().getState())).toBe(false);
  });

  it("is forgotten by sign-out on a page where the application's code never loaded", async () => {
    window.sessionStorage.setItem(sessionStorageKey, JSON.stringify({ registration: agreed }));
    vi.resetModules();
    const persisted = await import('@/shared/session/persisted-state');
    persisted.forgetFeatureState();
    expect(stored()).not.toHaveProperty('registration');
    const late = await import('./registration-slice');
    const app = await import('@/app/store');
    expect(late.selectDoesUserAgreeRODO(app.makeBrowserStore().getState())).toBe(false);
  });

  it('keeps the confirmation of a delivered application across a reload, a malformed one not', () => {
    const store = makeBrowserStore();
    const confirmation = {
      reference: 'A-1',
      submittedAt: '2026-11-28T14:05:00+01:00',
      confirmationEmail: true,
      decisionBy: '2027-01-11',
      placeRequested: true,
    };
    store.dispatch(rodoAgreed(true));
    store.dispatch(applicationDelivered(confirmation));
    expect(selectDoesUserAgreeRODO(store.getState())).toBe(false);
    expect(selectDelivered(makeBrowserStore().getState())).toEqual(confirmation);

    window.sessionStorage.setItem(
      sessionStorageKey,
      JSON.stringify({ registration: { ...agreed, delivered: { reference: '<b>', x: 1 } } }),
    );
    expect(selectDelivered(makeBrowserStore().getState())).toBeNull();
  });
});
