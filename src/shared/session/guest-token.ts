import { SignJWT, decodeJwt } from 'jose';
import { env } from '@/shared/config/env';

/** product.md §9: a guest token lives 8 hours. */
export const GUEST_TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

export type GuestIdentificationInput = {
  foreigner: boolean;
  pesel?: string;
  documentTypeId?: string | number;
  documentNumber?: string;
};

/**
 * The guest identification value of product.md §5, which is also the token's signing key:
 * - a foreigner: document type id joined with the document number, lower-cased, with every
 *   character other than a letter or a digit removed (`1` + `ABA 300000` -> `1aba300000`);
 * - a Polish citizen: the PESEL as is.
 * The value is personal data: never log it, show it or put it in a URL or in storage.
 */
export function guestIdentificationValue(input: GuestIdentificationInput): string {
  if (!input.foreigner) return input.pesel ?? '';
  const joined = `${input.documentTypeId ?? ''}${input.documentNumber ?? ''}`;
  return joined.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

function keyOf(identification: string): Uint8Array {
  return new TextEncoder().encode(identification);
}

/**
 * Signs the guest bearer token on the client (HS256): claims uuid, iat, exp = iat + 8 h,
 * iss and aud from configuration. Whoever captures it can try PESEL candidates offline until
 * the signature matches, so it must never be logged, shown, reported or put in the address
 * (see docs/security.md).
 */
export async function signGuestToken(
  uuid: string,
  identification: string,
  now: Date = new Date(),
): Promise<string> {
  if (identification === '') throw new Error('A guest token needs an identification value.');
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ uuid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + GUEST_TOKEN_LIFETIME_SECONDS)
    .setIssuer(env.guestTokenIssuer)
    .setAudience(env.guestTokenAudience)
    .sign(keyOf(identification));
}

/**
 * True when a stored token is missing, unreadable, or expired at `now` (so a new one must be
 * signed). `marginSeconds` treats a token about to expire as expired, so a request does not
 * leave with a token that dies on the way.
 */
export function isGuestTokenExpired(
  token: string | null | undefined,
  now: Date = new Date(),
  marginSeconds = 30,
): boolean {
  if (!token) return true;
  try {
    const { exp } = decodeJwt(token);
    if (typeof exp !== 'number') return true;
    return exp - marginSeconds <= Math.floor(now.getTime() / 1000);
  } catch {
    return true;
  }
}
