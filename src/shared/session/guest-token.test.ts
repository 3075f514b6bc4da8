import { decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { env } from '@/shared/config/env';
import {
  GUEST_TOKEN_LIFETIME_SECONDS,
  guestIdentificationValue,
  isGuestTokenExpired,
  signGuestToken,
} from './guest-token';

const uuid = '3f2b8c4e-9a51-4d6e-8f0a-2c7d1e5b9a40';
const key = (value: string) => new TextEncoder().encode(value);

describe('guestIdentificationValue', () => {
  it('joins document type id and number for a foreigner, lower-cased, letters and digits only', () => {
    expect(
      guestIdentificationValue({
        foreigner: true,
        documentTypeId: '1',
        documentNumber: 'ABA 300000',
      }),
    ).toBe('1aba300000');
  });

  it.each([
    [2, 'cc-799.9486', '2cc7999486'],
    ['3', ' X/12_34 ', '3x1234'],
    [1, 'Ü123', '1ü123'],
  ])('type %s + %j -> %s', (documentTypeId, documentNumber, expected) => {
    expect(guestIdentificationValue({ foreigner: true, documentTypeId, documentNumber })).toBe(
      expected,
    );
  });

  it('uses the PESEL as is for a Polish citizen and ignores any document data', () => {
    expect(
      guestIdentificationValue({
        foreigner: false,
        pesel: '44051401359',
        documentTypeId: '1',
        documentNumber: 'ABA300000',
      }),
    ).toBe('44051401359');
  });

  it('does not alter the PESEL (no trimming or clean-up)', () => {
    expect(guestIdentificationValue({ foreigner: false, pesel: '0222 1307589' })).toBe(
      '0222 1307589',
    );
  });
});

describe('signGuestToken', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  const iat = Math.floor(now.getTime() / 1000);

  it('signs HS256 with uuid, iat, exp 8 h later, iss and aud, verifiable with the same key', async () => {
    const token = await signGuestToken(uuid, '1aba300000', now);
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const { payload, protectedHeader } = await jwtVerify(token, key('1aba300000'), {
      algorithms: ['HS256'],
      issuer: env.guestTokenIssuer,
      audience: env.guestTokenAudience,
      currentDate: now,
    });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toEqual({
      uuid,
      iat,
      exp: iat + 8 * 60 * 60,
      iss: env.guestTokenIssuer,
      aud: env.guestTokenAudience,
    });
    expect(GUEST_TOKEN_LIFETIME_SECONDS).toBe(28_800);
  });

  it('uses fixed, non-empty issuer and audience strings', () => {
    expect(env.guestTokenIssuer).toMatch(/applicant/);
    expect(env.guestTokenAudience).toMatch(/admin/);
  });

  it('fails verification against another key', async () => {
    const token = await signGuestToken(uuid, '44051401359', now);
    await expect(
      jwtVerify(token, key('44051401358'), { algorithms: ['HS256'], currentDate: now }),
    ).rejects.toThrow(/signature/i);
    await expect(
      jwtVerify(token, key('44051401359'), { algorithms: ['HS256'], currentDate: now }),
    ).resolves.toBeTruthy();
  });

  it('is rejected as expired 8 hours after issue', async () => {
    const token = await signGuestToken(uuid, '44051401359', now);
    const later = new Date(now.getTime() + (8 * 60 * 60 + 1) * 1000);
    await expect(
      jwtVerify(token, key('44051401359'), { algorithms: ['HS256'], currentDate: later }),
    ).rejects.toThrow(/exp/i);
  });

  it('refuses to sign without an identification value', async () => {
    await expect(signGuestToken(uuid, '', now)).rejects.toThrow();
  });
});

describe('isGuestTokenExpired', () => {
  const now = new Date('2026-03-01T10:00:00Z');

  it('is false for a fresh token and true once 8 hours have passed', async () => {
    const token = await signGuestToken(uuid, '44051401359', now);
    expect(isGuestTokenExpired(token, now)).toBe(false);
    expect(isGuestTokenExpired(token, new Date(now.getTime() + 7 * 3600 * 1000))).toBe(false);
    expect(isGuestTokenExpired(token, new Date(now.getTime() + 8 * 3600 * 1000))).toBe(true);
  });

  it('treats a token about to expire (within the margin) as expired', async () => {
    const token = await signGuestToken(uuid, '44051401359', now);
    const almost = new Date(now.getTime() + (8 * 3600 - 10) * 1000);
    expect(isGuestTokenExpired(token, almost)).toBe(true);
    expect(isGuestTokenExpired(token, almost, 0)).toBe(false);
  });

  it.each([null, undefined, '', 'not-a-token', 'a.b.c'])('is true for %j', (value) => {
    expect(isGuestTokenExpired(value, now)).toBe(true);
  });
});
