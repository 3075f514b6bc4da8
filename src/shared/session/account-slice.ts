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

/**
 * Whether the app can use a token the server handed out (sign-in, 412 renewal): RFC 6749 7.1
 * forbids using a token of a type the client does not understand, and the only type it knows is
 * Bearer (RFC 6750; the type name is case-insensitive, RFC 6749 5.1). The token must fit the
 * Authorization header's b64token syntax (RFC 6750 2.1): anything else (a space, a line break)
 * would break every account request without ever reaching the server.
 */
export function isUsableBearerToken(tokenType: unknown, accessToken: unknown): boolean {
  return (
    typeof tokenType === 'string' &&
    tokenType.toLowerCase() === 'bearer' &&
    typeof accessToken === 'string' &&
    /^[A-Za-z0-9\-._~+/]+=*$/.test(accessToken)
  );
}

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
