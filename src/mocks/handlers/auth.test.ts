import { describe, expect, it } from 'vitest';
import { expectRequestContractViolations } from '@/testing/contract-check';
import { api } from '../api-url';
import { issuedSignInCode, testCodeVerifier } from '@/testing/sign-in-code';

/** Every operation of the auth area, through the demo API (each response is contract-checked). */
const exchange = (body: unknown) =>
  fetch(api('/app/auth/token'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const redirect_uri = 'http://localhost/';
const code_verifier = testCodeVerifier;
const signIn = async (userId: string) =>
  exchange({ code: await issuedSignInCode(userId, redirect_uri), redirect_uri, code_verifier });

describe('demo API: sign-in code exchange and logout', () => {
  it('exchanges a code once for the demo user it names', async () => {
    const code = await issuedSignInCode('1003', redirect_uri);
    const first = await exchange({ code, redirect_uri, code_verifier });
    expect(first.status).toBe(200);
    const session = (await first.json()) as Record<string, string>;
    expect(session).toMatchObject({ token_type: 'Bearer', login: 'pzielinski', userId: '1003' });
    expect(session.access_token).toMatch(/^demo\.1003\./);

    const again = await exchange({ code, redirect_uri, code_verifier });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      errors: [
        { msg: 'This sign-in has expired or was already used. Sign in again.', param: 'code' },
      ],
    });
  });

  it.each([
    [{ code: 'demo-code.9999.abc', redirect_uri, code_verifier }, 'code'],
    [{ code: 'nonsense', redirect_uri, code_verifier }, 'code'],
    [{ code: 'issued', code_verifier }, 'redirect_uri'],
    [{ code: 'issued', redirect_uri }, 'code_verifier'],
    [{ code: 'issued', redirect_uri, code_verifier: 'short' }, 'code_verifier'],
    // PKCE: a leaked code is useless with another verifier (RFC 7636 4.6).
    [{ code: 'issued', redirect_uri, code_verifier: `x${code_verifier.slice(1)}` }, 'code'],
    // RFC 6749 4.1.3: the redirect_uri of the authorization request, exactly.
    [{ code: 'issued', redirect_uri: 'http://localhost/#/login', code_verifier }, 'code'],
  ])('refuses %o', async (body, param) => {
    expectRequestContractViolations(); // some lack a part the contract requires
    const code = body.code === 'issued' ? await issuedSignInCode('1001', redirect_uri) : body.code;
    const response = await exchange({ ...body, code });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: { param: string }[] };
    expect(errors[0]?.param).toBe(param);
  });

  it('logs out a signed-in token (204), which then stops working (401)', async () => {
    const session = (await (await signIn('1001')).json()) as Record<string, string>;
    const authorization = `${session.token_type} ${session.access_token}`;
    const logout = () => fetch(api('/app/logout'), { headers: { Authorization: authorization } });
    expect((await logout()).status).toBe(204);
    expect((await logout()).status).toBe(401);
    expect((await fetch(api('/app/logout'))).status).toBe(401);
  });

  it.each(['/app/panel/arrival-time', '/app/panel/fees/balance', '/app/form/additionalInfo'])(
    'answers 401 on %s once the token is logged out',
    async (path) => {
      const session = (await (await signIn('1001')).json()) as Record<string, string>;
      const headers = { Authorization: `${session.token_type} ${session.access_token}` };
      expect((await fetch(api(path), { headers })).status).toBe(200);
      expect((await fetch(api('/app/logout'), { headers })).status).toBe(204);
      const after = await fetch(api(path), { headers });
      expect(after.status).toBe(401);
      expect(await after.json()).toMatchObject({
        errors: [expect.objectContaining({ msg: expect.any(String) })],
      });
    },
  );
});
