import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { authorizationOf, initialAccountState, isSignedIn } from './account';

export type SignInPayload = {
  access_token: string;
  token_type: string;
  login: string;
  userId: string;
};

export const accountSlice = createSlice({
  name: 'account',
  initialState: initialAccountState,
  reducers: {
    signedIn: (_state, action: PayloadAction<SignInPayload>) => ({ ...action.payload }),
    /** 412 renewal: the server hands out a fresh token for the same person. */
    tokenRenewed: (state, action: PayloadAction<{ access_token: string; token_type: string }>) => {
      state.access_token = action.payload.access_token;
      state.token_type = action.payload.token_type;
    },
    signedOut: () => initialAccountState,
  },
  selectors: {
    selectAuthorization: authorizationOf,
    selectIsSignedIn: isSignedIn,
    selectLogin: (state) => state.login,
    selectUserId: (state) => state.userId,
  },
});

export const { signedIn, tokenRenewed, signedOut } = accountSlice.actions;
export const { selectAuthorization, selectIsSignedIn, selectLogin, selectUserId } =
  accountSlice.selectors;
