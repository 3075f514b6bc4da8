import { delay, HttpResponse, type RequestHandler } from 'msw';
import { api, demoDelay } from '../api-url';
import { http, say, type Wording } from '../language';
import { issueAccessToken, userIdFromRequest } from '../auth';
import { s256Challenge } from '@/shared/session/pkce';
import {
  findDemoUser,
  issuedSignInCode,
  revokedTokens,
  usedSignInCodes,
  userIdFromSignInCode,
} from '../db/users';

/** The refusals of this area, in the languages the API answers in. */
export const authWords = {
  code: {
    en: 'This sign-in has expired or was already used. Sign in again.',
    pl: 'To logowanie wygasło lub zostało już wykorzystane. Zaloguj się ponownie.',
  },
  redirect: {
    en: 'The sign-in request is incomplete. Sign in again from the portal.',
    pl: 'Żądanie logowania jest niepełne. Zaloguj się ponownie z portalu.',
  },
  verifier: {
    en: 'The sign-in request is incomplete. Sign in again from the portal.',
    pl: 'Żądanie logowania jest niepełne. Zaloguj się ponownie z portalu.',
  },
} satisfies Record<string, Wording>;

const refused = (request: Request, param: string, msg: Wording) =>
  HttpResponse.json({ errors: [{ msg: say(request, msg), param }] }, { status: 400 });
const invalidCode = (request: Request) => refused(request, 'code', authWords.code);

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
    let body: { code?: unknown; redirect_uri?: unknown; code_verifier?: unknown } = {};
    try {
      body = (await request.json()) as typeof body;
    } catch {
      return invalidCode(request);
    }
    const code = typeof body.code === 'string' ? body.code : '';
    if (typeof body.redirect_uri !== 'string' || body.redirect_uri === '') {
      return refused(request, 'redirect_uri', authWords.redirect);
    }
    const verifier = typeof body.code_verifier === 'string' ? body.code_verifier : '';
    if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) {
      return refused(request, 'code_verifier', authWords.verifier);
    }
    const user = findDemoUser(userIdFromSignInCode(code));
    const issued = issuedSignInCode(code);
    if (!user || !issued || usedSignInCodes.get().includes(code)) return invalidCode(request);
    // A code is used up by the first attempt, right or wrong (RFC 6749 4.1.2).
    usedSignInCodes.update((codes) => [...codes, code]);
    // RFC 6749 4.1.3: the same redirect_uri as the authorization request; RFC 7636 4.6: S256.
    if (issued.redirectUri !== body.redirect_uri) return invalidCode(request);
    if ((await s256Challenge(verifier)) !== issued.codeChallenge) return invalidCode(request);
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
