import { describe, expect, it } from 'vitest';
import { outcomeFor } from './demo-sso';

/** The demo sign-on answers as RFC 6749 4.1.2.1 says a real one does. */
const app = `${window.location.origin}/`;
const valid = {
  response_type: 'code',
  client_id: 'dormitory-portal-local',
  redirect_uri: app,
  scope: 'ekonto.user',
  state: 'nonce.Lw',
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  code_challenge_method: 'S256',
};

type Changes = Partial<Record<keyof typeof valid, string | null>>;

const outcome = (changes: Changes) => {
  const params = new URLSearchParams(valid);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  return outcomeFor(params);
};

describe('demo sign-on: the authorization endpoint', () => {
  it('shows the account choice for a valid request', () => {
    expect(outcome({})).toMatchObject({ page: { title: 'University login (demo)' } });
  });

  it.each<[Changes, string]>([
    [{ response_type: 'token' }, 'unsupported_response_type'],
    [{ response_type: null }, 'unsupported_response_type'],
    [{ scope: 'ekonto.admin' }, 'invalid_scope'],
    [{ state: null }, 'invalid_request'],
    [{ code_challenge_method: 'plain' }, 'invalid_request'],
    [{ code_challenge: null }, 'invalid_request'],
  ])('sends %o back to the redirect_uri as error=%s with the state', (changes, error) => {
    const result = outcome(changes);
    expect(result).toHaveProperty('redirect');
    const url = new URL((result as { redirect: string }).redirect);
    expect(`${url.origin}${url.pathname}`).toBe(app);
    expect(url.hash).toBe('');
    expect(url.searchParams.get('error')).toBe(error);
    expect(url.searchParams.get('state')).toBe(changes.state === null ? null : valid.state);
    expect(url.searchParams.get('code')).toBeNull();
  });

  it.each<Changes>([
    { redirect_uri: null },
    { redirect_uri: 'https://evil.example/' },
    { redirect_uri: `${app}#/login` },
    // Exact string matching (RFC 9700 2.1): the same app under another path or with a query.
    { redirect_uri: `${app}index.html` },
    { redirect_uri: `${app}?x=1` },
    { client_id: 'another-client' },
    { client_id: null },
  ])('never redirects for an invalid redirect_uri (%o): it shows an error', (changes) => {
    expect(outcome(changes)).toMatchObject({ page: { title: 'Sign-in could not start' } });
  });
});
