import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorStatus } from '@/shared/errors/api-error';
import type { SignOnRefusal } from '@/shared/session/sign-on-round-trip';
import { errorDetailFrom, type ErrorDetail } from '@/shared/errors/error-detail';

export type { ErrorDetail };

export type ErrorDialogContent = {
  detail: ErrorDetail;
  /** HTTP status or 'NETWORK' / 'TIMEOUT' / 'BAD_RESPONSE': information the person writes down. */
  status: ApiErrorStatus;
  /** ISO time of the failure. */
  time: string;
};

export type DialogState = {
  error: ErrorDialogContent | null;
  guestForbidden: boolean;
  /** A 401 that did not send the person to the sign-on again (loop guard), and why. */
  signInAgain: SignOnRefusal | null;
};

export const initialDialogState: DialogState = {
  error: null,
  guestForbidden: false,
  signInAgain: null,
};

export const dialogSlice = createSlice({
  name: 'dialog',
  initialState: initialDialogState,
  reducers: {
    errorDialogOpened: (state, action: PayloadAction<ErrorDialogContent>) => {
      state.error = action.payload;
    },
    errorDialogClosed: (state) => {
      state.error = null;
    },
    guestForbiddenOpened: (state) => {
      state.guestForbidden = true;
    },
    guestForbiddenClosed: (state) => {
      state.guestForbidden = false;
    },
    signInAgainOpened: (state, action: PayloadAction<SignOnRefusal>) => {
      state.signInAgain = action.payload;
    },
    signInAgainClosed: (state) => {
      state.signInAgain = null;
    },
  },
  selectors: {
    selectErrorDialog: (state) => state.error,
    selectGuestForbiddenOpen: (state) => state.guestForbidden,
    selectSignInAgain: (state) => state.signInAgain,
  },
});

export const {
  errorDialogOpened,
  errorDialogClosed,
  guestForbiddenOpened,
  guestForbiddenClosed,
  signInAgainOpened,
  signInAgainClosed,
} = dialogSlice.actions;
export const { selectErrorDialog, selectGuestForbiddenOpen, selectSignInAgain } =
  dialogSlice.selectors;

/** The one way to open the error dialog for a failed request: its status and body, now. */
export function errorDialogFor(status: ApiErrorStatus, data: unknown) {
  return errorDialogOpened({
    status,
    detail: errorDetailFrom(status, data),
    time: new Date().toISOString(),
  });
}
