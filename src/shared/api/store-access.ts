import type { Action, ThunkDispatch } from '@reduxjs/toolkit';
import type { SessionRootState } from '@/shared/session/hooks';

/**
 * The HTTP client needs the session (authorization) and must dispatch (412 renewal, error
 * dialog), but shared/ may not import the app's store. The app connects it here at start-up.
 */
export type StoreAccess = {
  getState: () => SessionRootState;
  dispatch: ThunkDispatch<SessionRootState, unknown, Action>;
};

let access: StoreAccess | null = null;

export function connectStore(store: StoreAccess): void {
  access = store;
}

export function storeAccess(): StoreAccess {
  if (!access) throw new Error('The HTTP client was used before the store was connected.');
  return access;
}
