import type { Action, ThunkDispatch, WithSlice } from '@reduxjs/toolkit';
import type { accountSlice } from '@/shared/session/account-slice';
import type { guestSlice } from '@/shared/session/guest-slice';

/** The session the HTTP client reads (authorization, guest token); not the whole root state,
 * whose reducer includes the API that loads this client. */
type SessionState = WithSlice<typeof accountSlice> & WithSlice<typeof guestSlice>;

/**
 * The HTTP client needs the session (authorization) and must dispatch (412 renewal, error
 * dialog), but shared/ may not import the app's store. The app connects it here at start-up.
 */
export type StoreAccess = {
  getState: () => SessionState;
  dispatch: ThunkDispatch<SessionState, unknown, Action>;
};

let access: StoreAccess | null = null;

export function connectStore(store: StoreAccess): void {
  access = store;
}

export function storeAccess(): StoreAccess {
  if (!access) throw new Error('The HTTP client was used before the store was connected.');
  return access;
}
