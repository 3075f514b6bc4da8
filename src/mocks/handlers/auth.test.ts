import { describe, expect, it } from 'vitest';
import { api } from '../api-url';
import { demoSignInCode } from '../db/users';

/** Every operation of the auth area, through the demo API (each response is contract-checked). */
const exchange = (body: unknown) =>
  fetch(api('/app/auth/token'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const redirect_uri = 'http://localhost/#/login';

describe('demo API: sign-in code exchange and logout', () => {
  it('exchanges a code once for the demo user it names', async () => {
    const code = demoSignInCode('1003');
    const first = await exchange({ code, redirect_uri });
    expect(first.status).toBe(200);
    const session = (await first.json()) as Record<string, string>;
    expect(session).toMatchObject({ token_type: 'Bearer', login: 'pzielinski', userId: '1003' });
    expect(session.access_token).toMatch(/^demo\.1003\./);

    const again = await exchange({ code, redirect_uri });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      errors: [{ msg: 'The sign-in code is invalid or has expired', param: 'code' }],
    });
  });

  it.each([
    [{ code: 'demo-code.9999.abc', redirect_uri }, 'code'],
    [{ code: 'nonsense', redirect_uri }, 'code'],
    [{ code: demoSignInCode('1001') }, 'redirect_uri'],
  ])('refuses %o', async (body, param) => {
    const response = await exchange(body);
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: { param: string }[] };
    expect(errors[0]?.param).toBe(param);
  });

  it('logs out a signed-in token (204), which then stops working (401)', async () => {
    const session = (await (
      await exchange({ code: demoSignInCode('1001'), redirect_uri })
    ).json()) as Record<string, string>;
    const authorization = `${session.token_type} ${session.access_token}`;
    const logout = () => fetch(api('/app/logout'), { headers: { Authorization: authorization } });
    expect((await logout()).status).toBe(204);
    expect((await logout()).status).toBe(401);
    expect((await fetch(api('/app/logout'))).status).toBe(401);
  });

  it.each(['/app/panel/arrival-time', '/app/panel/fees/balance', '/app/form/additionalInfo'])(
    'answers 401 on %s once the token is logged out',
    async (path) => {
      const session = (await (
        await exchange({ code: demoSignInCode('1001'), redirect_uri })
      ).json()) as Record<string, string>;
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
