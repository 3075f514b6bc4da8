import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { api, demoDelay } from '../api-url';
import { issueAccessToken, userIdFromRequest } from '../auth';
import { findDemoUser, revokedTokens, usedSignInCodes, userIdFromSignInCode } from '../db/users';

const invalidCode = () =>
  HttpResponse.json(
    { errors: [{ msg: 'The sign-in code is invalid or has expired', param: 'code' }] },
    { status: 400 },
  );

function bearer(request: Request): string | null {
  return /^Bearer (\S+)$/.exec(request.headers.get('Authorization') ?? '')?.[1] ?? null;
}

/** The account's user id, unless the token was revoked by a logout. */
export function signedInUserId(request: Request): string | null {
  const token = bearer(request);
  if (!token || revokedTokens.get().includes(token)) return null;
  return userIdFromRequest(request);
}

export const authHandlers: RequestHandler[] = [
  http.post(api('/app/auth/token'), async ({ request }) => {
    await delay(demoDelay);
    let body: { code?: unknown; redirect_uri?: unknown } = {};
    try {
      body = (await request.json()) as typeof body;
    } catch {
      return invalidCode();
    }
    const code = typeof body.code === 'string' ? body.code : '';
    if (typeof body.redirect_uri !== 'string' || body.redirect_uri === '') {
      return HttpResponse.json(
        { errors: [{ msg: 'The redirect address is required', param: 'redirect_uri' }] },
        { status: 400 },
      );
    }
    const user = findDemoUser(userIdFromSignInCode(code));
    if (!user || usedSignInCodes.get().includes(code)) return invalidCode();
    usedSignInCodes.update((codes) => [...codes, code]);
    return HttpResponse.json({
      access_token: issueAccessToken(user.userId),
      token_type: 'Bearer',
      login: user.login,
      userId: user.userId,
    });
  }),

  http.get(api('/app/logout'), async ({ request }) => {
    await delay(demoDelay);
    const token = bearer(request);
    if (!signedInUserId(request) || !token) return new HttpResponse(null, { status: 401 });
    revokedTokens.update((tokens) => [...tokens, token]);
    return new HttpResponse(null, { status: 204 });
  }),
];
