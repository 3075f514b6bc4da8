import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { env } from '@/shared/config/env';
import { signGuestToken } from '@/shared/session/guest-token';
import { api } from '../api-url';
import { demoGuestIds } from '../db/guest';
import { GUEST_CLOCK_SKEW_SECONDS, guestTokenLifetimeMessage } from './guest';

const base = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
const url = (path: string) => new URL(api(path), base).toString();

async function call(path: string, token: string | null, body?: unknown) {
  const response = await fetch(url(path), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Guest `uuid` sends `names` to verify, with a token signed with `key`. */
async function verifyAs(uuid: string, key: string, names: unknown) {
  return call(`/app/guest/${uuid}/verify`, await signGuestToken(uuid, key), names);
}

const mismatch = {
  errors: [{ msg: 'Filled data are mismatch with those passed on registration.', param: 'guest' }],
};
const maria = { firstName: 'maria ', lastName: 'WIŚNIEWSKA' };

describe('demo guest API: verifies the token like a real server', () => {
  it('accepts a token signed with the stored PESEL and matching names (case-insensitive)', async () => {
    const result = await verifyAs(demoGuestIds.polish, '02211307589', maria);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ uuid: demoGuestIds.polish, dorm: 'DS Riviera' });
  });

  it('accepts a foreigner token keyed by type id + document number (3c01x00t47)', async () => {
    const token = await signGuestToken(demoGuestIds.foreign, '3c01x00t47');
    const result = await call(`/app/guest/${demoGuestIds.foreign}`, token);
    expect(result.status).toBe(200);
  });

  it.each([
    ['another key (wrong PESEL)', () => signGuestToken(demoGuestIds.polish, '44051401359')],
    ['a token for another uuid', () => signGuestToken(demoGuestIds.foreign, '02211307589')],
    [
      'another audience',
      () =>
        new SignJWT({ uuid: demoGuestIds.polish })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuedAt()
          .setExpirationTime('8h')
          .setIssuer(env.guestTokenIssuer)
          .setAudience('urn:someone-else')
          .sign(new TextEncoder().encode('02211307589')),
    ],
  ])('answers 422 with the spec message for %s', async (_case, sign) => {
    const result = await call(`/app/guest/${demoGuestIds.polish}/verify`, await sign(), maria);
    expect(result).toEqual({ status: 422, body: mismatch });
  });

  it('answers 422 (not 404) for an unknown uuid, so guests cannot be probed', async () => {
    const uuid = '00000000-0000-4000-8000-000000000000';
    expect(await verifyAs(uuid, '02211307589', maria)).toEqual({
      status: 422,
      body: mismatch,
    });
  });

  it('answers 422 when the names differ even with the right key', async () => {
    const names = { firstName: 'Maria', lastName: 'Nowak' };
    expect((await verifyAs(demoGuestIds.polish, '02211307589', names)).status).toBe(422);
  });

  it('answers 400 without a token and for an expired one', async () => {
    expect((await call(`/app/guest/${demoGuestIds.polish}`, null)).status).toBe(400);
    const old = await signGuestToken(
      demoGuestIds.polish,
      '02211307589',
      new Date(Date.now() - 9 * 3600 * 1000),
    );
    expect((await call(`/app/guest/${demoGuestIds.polish}`, old)).status).toBe(400);
  });

  describe('refuses a token whose lifetime the contract does not accept (401)', () => {
    const now = () => Math.floor(Date.now() / 1000);
    /** Signed with the right key, so only the lifetime can be the reason for a refusal. */
    const signed = (iat: number | null, exp: number | null) => {
      const jwt = new SignJWT({ uuid: demoGuestIds.polish })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(env.guestTokenIssuer)
        .setAudience(env.guestTokenAudience);
      if (iat !== null) jwt.setIssuedAt(iat);
      if (exp !== null) jwt.setExpirationTime(exp);
      return jwt.sign(new TextEncoder().encode('02211307589'));
    };
    const refused = {
      status: 401,
      body: { errors: [{ msg: guestTokenLifetimeMessage, param: 'authorization' }] },
    };
    const hours = (count: number) => count * 3600;

    it.each([
      ['exp ten years after iat', () => signed(now(), now() + hours(24 * 3653))],
      ['exp one second more than 8 h after iat', () => signed(now(), now() + hours(8) + 1)],
      [
        'iat beyond the allowed clock skew in the future',
        () => signed(now() + GUEST_CLOCK_SKEW_SECONDS + 5, now() + hours(8)),
      ],
      ['iat an hour in the future', () => signed(now() + hours(1), now() + hours(9))],
      ['no iat', () => signed(null, now() + hours(8))],
      ['no exp', () => signed(now(), null)],
      ['neither iat nor exp', () => signed(null, null)],
    ])('%s', async (_case, sign) => {
      expect(await call(`/app/guest/${demoGuestIds.polish}`, await sign())).toEqual(refused);
    });

    it.each([
      ['exactly 8 h, issued now', () => signed(now(), now() + hours(8))],
      [
        'a client clock a little ahead (within the skew)',
        () =>
          signed(
            now() + GUEST_CLOCK_SKEW_SECONDS - 10,
            now() + GUEST_CLOCK_SKEW_SECONDS - 10 + hours(8),
          ),
      ],
      [
        'the client itself (signGuestToken)',
        () => signGuestToken(demoGuestIds.polish, '02211307589'),
      ],
    ])('still accepts %s', async (_case, sign) => {
      expect((await call(`/app/guest/${demoGuestIds.polish}`, await sign())).status).toBe(200);
    });
  });

  it('answers 403 for a guest whose access was withdrawn (after a valid signature)', async () => {
    const names = { firstName: 'Tomasz', lastName: 'Lewandowski' };
    expect((await verifyAs(demoGuestIds.forbidden, '83071503434', names)).status).toBe(403);
  });

  it('records the agreement once and keeps the first acceptance time', async () => {
    const token = await signGuestToken(demoGuestIds.polish, '02211307589');
    const first = await call(`/app/guest/${demoGuestIds.polish}/agreement`, token, {
      accepted: true,
    });
    expect(first.status).toBe(200);
    const agreement = first.body.agreement as { accepted: boolean; acceptedAt: string };
    expect(agreement.accepted).toBe(true);
    const second = await call(`/app/guest/${demoGuestIds.polish}/agreement`, token, {
      accepted: true,
    });
    expect(second.body.agreement).toEqual(agreement);
  });
});
