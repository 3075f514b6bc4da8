// No imports: the head script (src/start-up) reads the account with these, as the app does.

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

/** Signed in, for every part of the page (the header, the panel, the head script): a token and its type. */
export function isSignedIn(account: AccountState): boolean {
  return Boolean(account.access_token && account.token_type);
}

/**
 * The Authorization header an account's requests carry (`Bearer <token>`): only a token the app
 * can use, so a session edited by hand never puts an unusable header on a request.
 */
export function authorizationOf(account: AccountState): string | null {
  return isSignedIn(account) && isUsableBearerToken(account.token_type, account.access_token)
    ? `${account.token_type} ${account.access_token}`
    : null;
}
