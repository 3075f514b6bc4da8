import { env } from '@/shared/config/env';
import { isAppRoute, paths } from '@/shared/config/paths';
import { browserLocation, isLeavingApp } from './browser-location';

/** sessionStorage key of the one-time value of the pending sign-in (OAuth `state` check). */
export const signInNonceKey = 'dormitory:sign-in-nonce';

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

/** Where the sign-on sends the person back: the /login route of this very app. */
export function signInRedirectUri(): string {
  return `${browserLocation.appBase()}#${paths.login}`;
}

export function signInUrl(returnTo: string, nonce: string): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: env.ssoClientId,
    scope: ssoScope,
    redirect_uri: signInRedirectUri(),
    state: encodeState(nonce, returnTo),
  });
  const separator = env.ssoAuthorizeUrl.includes('?') ? '&' : '?';
  return `${env.ssoAuthorizeUrl}${separator}${query.toString()}`;
}

/**
 * Single sign-on, authorization-code flow (spec section 7): client id, scope `ekonto.user` and a
 * state carrying `returnTo` plus a one-time value kept in sessionStorage, checked by /login.
 */
export function redirectToSignIn(returnTo: string = browserLocation.currentRoute()): void {
  if (isLeavingApp()) return;
  const nonce = randomNonce();
  try {
    window.sessionStorage.setItem(signInNonceKey, nonce);
  } catch {
    // Without storage the state cannot be verified; /login will refuse the answer.
  }
  browserLocation.assign(signInUrl(isAppRoute(returnTo) ? returnTo : paths.home, nonce));
}

export type StateCheck = { ok: true; returnTo: string } | { ok: false };

/**
 * Verifies the `state` the sign-on returned against the stored one-time value and consumes it
 * (a second use fails). The return address is kept only if it is a route of this app.
 */
export function consumeSignInState(state: string | null): StateCheck {
  let expected: string | null = null;
  try {
    expected = window.sessionStorage.getItem(signInNonceKey);
    window.sessionStorage.removeItem(signInNonceKey);
  } catch {
    expected = null;
  }
  const decoded = state ? decodeState(state) : null;
  if (!decoded || !expected || decoded.nonce !== expected) return { ok: false };
  return { ok: true, returnTo: isAppRoute(decoded.returnTo) ? decoded.returnTo : paths.home };
}
