import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { env } from '@/shared/config/env';
import { signGuestToken } from '@/shared/session/guest-token';
import { api } from '../api-url';
import { demoGuestIds } from '../db/guest';

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

const mismatch = {
  errors: [{ msg: 'Filled data are mismatch with those passed on registration.', param: 'guest' }],
};
const maria = { firstName: 'maria ', lastName: 'WIŚNIEWSKA' };

describe('demo guest API: verifies the token like a real server', () => {
  it('accepts a token signed with the stored PESEL and matching names (case-insensitive)', async () => {
    const token = await signGuestToken(demoGuestIds.polish, '02211307589');
    const result = await call(`/app/guest/${demoGuestIds.polish}/verify`, token, maria);
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
    const token = await signGuestToken(uuid, '02211307589');
    expect(await call(`/app/guest/${uuid}/verify`, token, maria)).toEqual({
      status: 422,
      body: mismatch,
    });
  });

  it('answers 422 when the names differ even with the right key', async () => {
    const token = await signGuestToken(demoGuestIds.polish, '02211307589');
    const result = await call(`/app/guest/${demoGuestIds.polish}/verify`, token, {
      firstName: 'Maria',
      lastName: 'Nowak',
    });
    expect(result.status).toBe(422);
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

  it('answers 403 for a guest whose access was withdrawn (after a valid signature)', async () => {
    const token = await signGuestToken(demoGuestIds.forbidden, '83071503434');
    const result = await call(`/app/guest/${demoGuestIds.forbidden}/verify`, token, {
      firstName: 'Tomasz',
      lastName: 'Lewandowski',
    });
    expect(result.status).toBe(403);
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
