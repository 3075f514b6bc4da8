import { paths } from '@/shared/config/paths';

/**
 * The answer of a standards-compliant sign-on (RFC 6749 4.1.2): `<app>?code=&state=` in the real
 * query string, before any fragment. The entry calls `captureSignInCallback` before the router
 * starts: it keeps the values in memory only and replaces the address (and its history entry)
 * with the /login route, so neither the address bar nor Back ever shows the code again.
 */
export type SignInCallback = {
  code: string | null;
  state: string | null;
  error: string | null;
  /** The sign-on's issuer identifier, when it sends one (RFC 9207). */
  iss: string | null;
};

/** The parameters a sign-on answer may carry (RFC 6749 4.1.2 and 4.1.2.1, RFC 9207). */
const callbackParameters = ['code', 'state', 'error', 'error_description', 'error_uri', 'iss'];

let pending: SignInCallback | null = null;

/** The sign-on's answer a query carries (`code` or `error`), or null when it carries none. */
export function signOnAnswerIn(query: URLSearchParams): SignInCallback | null {
  if (!query.has('code') && !query.has('error')) return null;
  return {
    code: query.get('code'),
    state: query.get('state'),
    error: query.get('error'),
    iss: query.get('iss'),
  };
}

export function captureSignInCallback(
  location: Pick<Location, 'search' | 'pathname'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): boolean {
  const query = new URLSearchParams(location.search);
  const answer = signOnAnswerIn(query);
  if (!answer) return false;
  pending = answer;
  for (const name of callbackParameters) query.delete(name);
  const rest = query.toString();
  history.replaceState(
    history.state,
    '',
    `${location.pathname}${rest ? `?${rest}` : ''}#${paths.login}`,
  );
  return true;
}

/** The captured answer, until /login has handled it. */
export function pendingSignInCallback(): SignInCallback | null {
  return pending;
}

export function signInCallbackHandled(): void {
  pending = null;
}
