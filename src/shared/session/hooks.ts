import { useDispatch, useSelector } from 'react-redux';
import type { Action, ThunkDispatch } from '@reduxjs/toolkit';
import type { DialogState } from '@/shared/dialogs/dialog-slice';
import type { AccountState } from './account-slice';
import type { GuestState } from './guest-slice';
import type { RegistrationState } from './registration-slice';

/**
 * Typed hooks for code below `app/`. They know only the slices `shared/` owns, so features
 * never import the app's store (imports flow shared -> features -> app).
 */
export type SessionRootState = {
  account: AccountState;
  guest: GuestState;
  registration: RegistrationState;
  dialog: DialogState;
};

export const useAppDispatch =
  useDispatch.withTypes<ThunkDispatch<SessionRootState, unknown, Action>>();
export const useAppSelector = useSelector.withTypes<SessionRootState>();
