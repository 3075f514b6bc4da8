import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type AccountState = {
  access_token: string | null;
  token_type: string | null;
  login: string | null;
  userId: string | null;
};

export const initialAccountState: AccountState = {
  access_token: null,
  token_type: null,
  login: null,
  userId: null,
};

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
    selectAuthorization: (state): string | null =>
      state.access_token && state.token_type ? `${state.token_type} ${state.access_token}` : null,
    selectIsSignedIn: (state): boolean => Boolean(state.access_token && state.token_type),
    selectLogin: (state) => state.login,
    selectUserId: (state) => state.userId,
  },
});

export const { signedIn, tokenRenewed, signedOut } = accountSlice.actions;
export const { selectAuthorization, selectIsSignedIn, selectLogin, selectUserId } =
  accountSlice.selectors;
