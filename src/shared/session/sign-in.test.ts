import { describe, expect, it, vi } from 'vitest';
import { env } from '@/shared/config/env';
import { browserLocation } from './browser-location';
import { centralLogoutUrl, clearFormDrafts } from './sign-out';
import { s256Challenge } from './pkce';
import { consumeSignInState, decodeState, signInNonceKey, startSignIn } from './sign-in';

async function redirectTarget(returnTo: string) {
  const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  await startSignIn(returnTo);
  return new URL(String(assign.mock.lastCall?.[0]), 'http://localhost');
}

const stored = () =>
  JSON.parse(window.sessionStorage.getItem(signInNonceKey) ?? '{}') as Record<string, string>;

describe('sign-in redirect', () => {
  it('uses the authorization-code flow with client id, scope and a state with a one-time value', async () => {
    const target = await redirectTarget('/panel?tab=fees');
    expect(target.pathname).toBe(new URL(env.ssoAuthorizeUrl, 'http://localhost').pathname);
    expect(target.searchParams.get('response_type')).toBe('code');
    expect(target.searchParams.get('client_id')).toBe(env.ssoClientId);
    expect(target.searchParams.get('scope')).toBe('ekonto.user');
    // RFC 6749 3.1.2: the redirect_uri is the app's address, never with a fragment.
    expect(target.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/`);
    const state = decodeState(target.searchParams.get('state') ?? '');
    expect(state?.returnTo).toBe('/panel?tab=fees');
    expect(state?.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(stored().nonce).toBe(state?.nonce);
  });

  it('sends the same registered redirect_uri from /index.html, without its query (RFC 9700 2.1)', async () => {
    window.history.replaceState(null, '', '/index.html?lang=pl#/panel');
    try {
      const target = await redirectTarget('/panel');
      expect(target.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/`);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('sends the S256 challenge of a fresh verifier kept beside the one-time value (PKCE)', async () => {
    const target = await redirectTarget('/panel');
    const { verifier } = stored();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('code_challenge')).toBe(await s256Challenge(verifier ?? ''));
    expect(target.href).not.toContain(verifier);
    const again = await redirectTarget('/panel');
    expect(again.searchParams.get('code_challenge')).not.toBe(
      target.searchParams.get('code_challenge'),
    );
  });

  it('computes the RFC 7636 appendix B challenge', async () => {
    expect(await s256Challenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('accepts the state once, and only with the stored one-time value', async () => {
    const target = await redirectTarget('/panel');
    const state = target.searchParams.get('state');
    const { verifier } = stored();
    expect(consumeSignInState(state)).toEqual({
      ok: true,
      returnTo: '/panel',
      codeVerifier: verifier,
    });
    expect(consumeSignInState(state)).toEqual({ ok: false });
    expect(consumeSignInState(null)).toEqual({ ok: false });
  });

  it.each(['//evil.example', 'https://evil.example', 'javascript:alert(1)', ' /panel'])(
    'never carries %j as a return address',
    async (value) => {
      const target = await redirectTarget(value);
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
