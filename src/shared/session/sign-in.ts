import { env } from '@/shared/config/env';
import { hasStrings } from '@/shared/lib/response-shape';
import { isAppRoute, paths } from '@/shared/config/paths';
import { refusedOffline } from '@/shared/lib/use-online';
import { browserLocation, isLeavingApp } from './browser-location';
import { createCodeVerifier, s256Challenge } from './pkce';

/**
 * sessionStorage key of the pending sign-in: the one-time value of the OAuth `state` and, beside
 * it, the PKCE code verifier (JSON `{ nonce, verifier }`). Used up by the first check.
 */
export const signInNonceKey = 'dormitory:sign-in-nonce';

type PendingSignIn = { nonce: string; verifier: string };

/** Keeps the pending sign-in (also used by tests to stand in for a started sign-in). */
export function rememberPendingSignIn(nonce: string, verifier: string): void {
  window.sessionStorage.setItem(signInNonceKey, JSON.stringify({ nonce, verifier }));
}

function takePendingSignIn(): PendingSignIn | null {
  try {
    const raw = window.sessionStorage.getItem(signInNonceKey);
    window.sessionStorage.removeItem(signInNonceKey);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!hasStrings(parsed, ['nonce', 'verifier'])) return null;
    return { nonce: parsed.nonce, verifier: parsed.verifier };
  } catch {
    return null;
  }
}

export const ssoScope = 'ekonto.user';

function randomNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string | null {
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** `state` = `<one-time value>.<base64url(returnTo)>`. */
export function encodeState(nonce: string, returnTo: string): string {
  return `${nonce}.${toBase64Url(returnTo)}`;
}

export function decodeState(state: string): { nonce: string; returnTo: string | null } | null {
  const dot = state.indexOf('.');
  if (dot <= 0) return null;
  return { nonce: state.slice(0, dot), returnTo: fromBase64Url(state.slice(dot + 1)) };
}

/**
 * Where the sign-on sends the person back: the app's own address, without a fragment (RFC 6749
 * 3.1.2 forbids one). The answer comes as `<app>?code=&state=`; the entry reads it from the real
 * query string (sign-in-callback.ts) and opens /login with it.
 */
export function signInRedirectUri(): string {
  return browserLocation.appBase();
}

export function signInUrl(returnTo: string, nonce: string, codeChallenge: string): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: env.ssoClientId,
    scope: ssoScope,
    redirect_uri: signInRedirectUri(),
    state: encodeState(nonce, returnTo),
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
  });
  const separator = env.ssoAuthorizeUrl.includes('?') ? '&' : '?';
  return `${env.ssoAuthorizeUrl}${separator}${query.toString()}`;
}

/**
 * Single sign-on, authorization-code flow with PKCE (product.md §7, RFC 7636): client id, scope
 * `ekonto.user`, a state carrying `returnTo` plus a one-time value, and the S256 challenge of a
 * verifier kept beside that value in sessionStorage; /login checks the one and sends the other.
 * The challenge is hashed asynchronously: `startSignIn` resolves once the browser was sent away.
 */
export function redirectToSignIn(returnTo: string = browserLocation.currentRoute()): void {
  void startSignIn(returnTo);
}

export function startSignIn(returnTo: string = browserLocation.currentRoute()): Promise<void> {
  if (isLeavingApp() || refusedOffline('signIn')) return Promise.resolve();
  const nonce = randomNonce();
  const verifier = createCodeVerifier();
  try {
    rememberPendingSignIn(nonce, verifier);
  } catch {
    // Without storage the state cannot be verified; /login will refuse the answer.
  }
  const target = isAppRoute(returnTo) ? returnTo : paths.home;
  return s256Challenge(verifier).then((challenge) => {
    if (isLeavingApp()) return;
    browserLocation.assign(signInUrl(target, nonce, challenge));
  });
}

export type StateCheck = { ok: true; returnTo: string; codeVerifier: string } | { ok: false };

/**
 * Verifies the `state` the sign-on returned against the stored one-time value and consumes it
 * (a second use fails). The return address is kept only if it is a route of this app.
 */
export function consumeSignInState(state: string | null): StateCheck {
  const expected = takePendingSignIn();
  const decoded = state ? decodeState(state) : null;
  if (!decoded || !expected || decoded.nonce !== expected.nonce) return { ok: false };
  return {
    ok: true,
    returnTo: isAppRoute(decoded.returnTo) ? decoded.returnTo : paths.home,
    codeVerifier: expected.verifier,
  };
}
