import { decodeJwt, errors as joseErrors, jwtVerify } from 'jose';
import { delay, HttpResponse, type RequestHandler } from 'msw';
import { env } from '@/shared/config/env';
import {
  GUEST_TOKEN_LIFETIME_SECONDS,
  guestIdentificationValue,
} from '@/shared/session/guest-token';
import { api, demoDelay } from '../api-url';
import { http, say, type Wording } from '../language';
import { acceptGuestAgreement, findGuest, guestStatus, type DemoGuest } from '../db/guest';

/** product.md §8, verbatim in English: the server's answer to any identification failure. */
export const guestMismatchMessage = 'Filled data are mismatch with those passed on registration.';

/** The refusals of this area, in the languages the API answers in. */
export const guestWords = {
  mismatch: {
    en: guestMismatchMessage,
    pl: 'Wpisane dane nie zgadzają się z danymi podanymi przy rejestracji.',
  },
  tokenRequired: {
    en: 'Confirm your data first: enter the data you gave at registration.',
    pl: 'Najpierw potwierdź swoje dane: wpisz dane podane przy rejestracji.',
  },
  tokenLifetime: {
    en: "Your verification could not be accepted. Check that your device's date and time are correct, then enter your data again.",
    pl: 'Nie można przyjąć Twojej weryfikacji. Sprawdź, czy data i godzina w urządzeniu są poprawne, i wpisz dane ponownie.',
  },
  tokenExpired: {
    en: 'Your verification has expired (it lasts 8 hours). Enter your data again.',
    pl: 'Twoja weryfikacja wygasła (jest ważna 8 godzin). Wpisz dane ponownie.',
  },
  withdrawn: {
    en: 'Your access to the guest services has been withdrawn. If you think this is a mistake, contact the Student Housing Office.',
    pl: 'Twój dostęp do usług dla gości został cofnięty. Jeśli uważasz, że to pomyłka, skontaktuj się z Działem Spraw Bytowych.',
  },
  body: {
    en: 'Your data did not reach us. Try again.',
    pl: 'Twoje dane do nas nie dotarły. Spróbuj ponownie.',
  },
  agreement: {
    en: 'Tick the box to accept the terms of the guest stay.',
    pl: 'Zaznacz pole, aby zaakceptować warunki pobytu gościa.',
  },
} satisfies Record<string, Wording>;

const fail = (
  request: Request,
  status: number,
  param: string,
  msg: Wording,
  code?: 'guestAccessWithdrawn',
) =>
  HttpResponse.json(
    { errors: [{ msg: say(request, msg), param, ...(code ? { code } : {}) }] },
    { status },
  );
const mismatch = (request: Request) => fail(request, 422, 'guest', guestWords.mismatch);

type Identified = { guest: DemoGuest } | { response: Response };

/** How far a client's clock may run ahead of the server's (api/paths/guest.yaml). */
export const GUEST_CLOCK_SKEW_SECONDS = 60;

/** The contract's 401 body (in English) for a token whose lifetime a server does not accept. */
export const guestTokenLifetimeMessage = guestWords.tokenLifetime.en;

/**
 * The lifetime rule of the contract, read off the token's own claims before anything else (so
 * the answer says nothing about the guest): `iat` and `exp` present, `iat` not in the future
 * beyond the allowed clock skew, and `exp - iat` at most 8 hours. The client always signs exactly
 * 8 hours; a longer token is one somebody minted with a recovered key.
 */
function lifetimeRefused(token: string, nowSeconds: number): boolean {
  let claims: { iat?: unknown; exp?: unknown };
  try {
    claims = decodeJwt(token);
  } catch {
    return false; // Not readable: the signature check below answers it like any wrong token.
  }
  const { iat, exp } = claims;
  // The contract's 401: a token without numeric iat and exp is refused on its claims alone.
  if (typeof iat !== 'number' || typeof exp !== 'number') return true;
  return iat > nowSeconds + GUEST_CLOCK_SKEW_SECONDS || exp - iat > GUEST_TOKEN_LIFETIME_SECONDS;
}

/**
 * What a real server does with a guest token: recompute the key from the data stored at
 * registration and verify the HS256 signature, issuer, audience, expiry and the uuid claim.
 * Wrong data and an unknown uuid give the same answer, so nobody can probe for guests.
 */
async function identify(request: Request, uuid: string): Promise<Identified> {
  const header = request.headers.get('Authorization') ?? '';
  const token = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(header)?.[1];
  if (!token) return { response: fail(request, 400, 'authorization', guestWords.tokenRequired) };
  if (lifetimeRefused(token, Math.floor(Date.now() / 1000)))
    return { response: fail(request, 401, 'authorization', guestWords.tokenLifetime) };
  const guest = findGuest(uuid);
  if (!guest) return { response: mismatch(request) };
  const key = new TextEncoder().encode(guestIdentificationValue(guest));
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: env.guestTokenIssuer,
      audience: env.guestTokenAudience,
      requiredClaims: ['uuid', 'iat', 'exp'],
    });
    if (payload.uuid !== uuid) return { response: mismatch(request) };
  } catch (error) {
    // The signature is checked before the claims: an expired token was signed with the right key.
    if (error instanceof joseErrors.JWTExpired)
      return { response: fail(request, 400, 'authorization', guestWords.tokenExpired) };
    return { response: mismatch(request) };
  }
  if (guest.forbidden)
    return {
      response: fail(request, 403, 'guest', guestWords.withdrawn, 'guestAccessWithdrawn'),
    };
  return { guest };
}

const same = (a: unknown, b: string) =>
  typeof a === 'string' &&
  a.normalize('NFC').trim().toLocaleLowerCase('pl') ===
    b.normalize('NFC').trim().toLocaleLowerCase('pl');

const uuidOf = (params: Record<string, string | readonly string[] | undefined>) =>
  String(params.uuid ?? '');

export const guestHandlers: RequestHandler[] = [
  http.get(api('/app/guest/:uuid'), async ({ request, params }) => {
    await delay(demoDelay);
    const result = await identify(request, uuidOf(params));
    if ('response' in result) return result.response;
    return HttpResponse.json(guestStatus(result.guest));
  }),
  http.post(api('/app/guest/:uuid/verify'), async ({ request, params }) => {
    await delay(demoDelay);
    const result = await identify(request, uuidOf(params));
    if ('response' in result) return result.response;
    const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body || typeof body !== 'object') return fail(request, 400, 'body', guestWords.body);
    if (
      !same(body.firstName, result.guest.firstName) ||
      !same(body.lastName, result.guest.lastName)
    )
      return mismatch(request);
    return HttpResponse.json(guestStatus(result.guest));
  }),
  http.post(api('/app/guest/:uuid/agreement'), async ({ request, params }) => {
    await delay(demoDelay);
    const result = await identify(request, uuidOf(params));
    if ('response' in result) return result.response;
    const body = (await request.json().catch(() => null)) as { accepted?: unknown } | null;
    if (body?.accepted !== true) return fail(request, 400, 'accepted', guestWords.agreement);
    const guest = acceptGuestAgreement(result.guest.uuid) ?? result.guest;
    return HttpResponse.json(guestStatus(guest));
  }),
];
