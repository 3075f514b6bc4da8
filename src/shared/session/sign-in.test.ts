import { describe, expect, it, vi } from 'vitest';
import { env } from '@/shared/config/env';
import { browserLocation } from './browser-location';
import { centralLogoutUrl, clearFormDrafts } from './sign-out';
import { consumeSignInState, decodeState, redirectToSignIn, signInNonceKey } from './sign-in';

function redirectTarget(returnTo: string) {
  const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  redirectToSignIn(returnTo);
  return new URL(String(assign.mock.calls[0]?.[0]), 'http://localhost');
}

describe('sign-in redirect', () => {
  it('uses the authorization-code flow with client id, scope and a state with a one-time value', () => {
    const target = redirectTarget('/panel?tab=fees');
    expect(target.pathname).toBe(new URL(env.ssoAuthorizeUrl, 'http://localhost').pathname);
    expect(target.searchParams.get('response_type')).toBe('code');
    expect(target.searchParams.get('client_id')).toBe(env.ssoClientId);
    expect(target.searchParams.get('scope')).toBe('ekonto.user');
    expect(target.searchParams.get('redirect_uri')).toMatch(/#\/login$/);
    const state = decodeState(target.searchParams.get('state') ?? '');
    expect(state?.returnTo).toBe('/panel?tab=fees');
    expect(state?.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(window.sessionStorage.getItem(signInNonceKey)).toBe(state?.nonce);
  });

  it('accepts the state once, and only with the stored one-time value', () => {
    const target = redirectTarget('/panel');
    const state = target.searchParams.get('state');
    expect(consumeSignInState(state)).toEqual({ ok: true, returnTo: '/panel' });
    expect(consumeSignInState(state)).toEqual({ ok: false });
    expect(consumeSignInState(null)).toEqual({ ok: false });
  });

  it.each(['//evil.example', 'https://evil.example', 'javascript:alert(1)', ' /panel'])(
    'never carries %j as a return address',
    (value) => {
      const target = redirectTarget(value);
      expect(decodeState(target.searchParams.get('state') ?? '')?.returnTo).toBe('/');
    },
  );
});

describe('sign-out helpers', () => {
  it('clears only form drafts from sessionStorage', () => {
    window.sessionStorage.setItem('dormitory:draft:register', '{}');
    window.sessionStorage.setItem('dormitory:draft:invoice', '{}');
    window.sessionStorage.setItem('dormitory:language', 'pl');
    clearFormDrafts();
    expect(window.sessionStorage.getItem('dormitory:draft:register')).toBeNull();
    expect(window.sessionStorage.getItem('dormitory:draft:invoice')).toBeNull();
    expect(window.sessionStorage.getItem('dormitory:language')).toBe('pl');
  });

  it('sends the logout action and the system identifier to the central login service', () => {
    const url = new URL(centralLogoutUrl(), 'http://localhost');
    expect(url.searchParams.get('action')).toBe('logout');
    expect(url.searchParams.get('system')).toBe(env.loginSystemId);
  });
});
