import { describe, expect, it } from 'vitest';
import { api } from '../api-url';
import { contractWords } from '../contract/request-check';
import { demoHotelBookings } from '../db/hotel';
import { expectRequestContractViolations } from '@/testing/contract-check';

const base = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

async function post(path: string, body: unknown) {
  const response = await fetch(new URL(api(path), base).toString(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const mismatch = {
  errors: [
    {
      msg: 'The verification code provided does not match the code sent by email.',
      param: 'code',
    },
  ],
};

describe('demo hotel API', () => {
  const { id, code } = demoHotelBookings.toBeConfirmed;

  it.each(['sign-in', '', 'rooms', 'accept'])(
    "/%s answers 422 with the spec message for a wrong code, the contract's for a missing one",
    async (suffix) => {
      const path = `/app/hotel/reservations/${id}${suffix ? `/${suffix}` : ''}`;
      expectRequestContractViolations(); // the missing code
      expect(await post(path, { code: '000000' })).toEqual({ status: 422, body: mismatch });
      expect(await post(path, {})).toEqual({
        status: 422,
        body: { errors: [{ param: 'code', msg: contractWords.missing.en }] },
      });
    },
  );

  it('answers an unknown reservation like a wrong code', async () => {
    const result = await post(
      '/app/hotel/reservations/00000000-0000-4000-8000-000000000000/sign-in',
      { code },
    );
    expect(result).toEqual({ status: 422, body: mismatch });
  });

  it('confirms a booking to be confirmed once; a second accept is a 409', async () => {
    expect((await post(`/app/hotel/reservations/${id}/sign-in`, { code })).body).toEqual({
      reservationId: id,
      state: 'toBeConfirmed',
    });
    const accepted = await post(`/app/hotel/reservations/${id}/accept`, { code });
    expect(accepted.status).toBe(200);
    expect(accepted.body.state).toBe('confirmed');
    expect(accepted.body).not.toHaveProperty('code');
    expect((await post(`/app/hotel/reservations/${id}`, { code })).body.state).toBe('confirmed');
    expect((await post(`/app/hotel/reservations/${id}/accept`, { code })).status).toBe(409);
  });

  it('fails acceptance for the demo booking whose rooms were released', async () => {
    const { id: failing, code: failingCode } = demoHotelBookings.acceptFails;
    const result = await post(`/app/hotel/reservations/${failing}/accept`, { code: failingCode });
    expect(result.status).toBe(409);
  });

  it.each([
    ['confirmed', demoHotelBookings.confirmed],
    ['notRealized', demoHotelBookings.notRealized],
  ])('serves the %s booking with its rooms', async (state, booking) => {
    const details = await post(`/app/hotel/reservations/${booking.id}`, { code: booking.code });
    expect(details.body.state).toBe(state);
    const rooms = await post(`/app/hotel/reservations/${booking.id}/rooms`, {
      code: booking.code,
    });
    expect(Array.isArray(rooms.body)).toBe(true);
  });
});
