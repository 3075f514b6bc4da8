import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { api, demoDelay } from '../api-url';
import { confirmBooking, findBooking, publicBooking, type DemoHotelBooking } from '../db/hotel';

/** Spec section 8, verbatim. */
export const hotelCodeMismatchMessage =
  'The verification code provided does not match the code sent by email.';

const fail = (status: number, param: string, msg: string) =>
  HttpResponse.json({ errors: [{ msg, param }] }, { status });

type Checked = { booking: DemoHotelBooking } | { response: Response };

/**
 * Hotel calls carry no Authorization header (spec section 6): the e-mailed code comes in the
 * body. An unknown id answers like a wrong code, so ids cannot be probed.
 */
async function checkCode(request: Request, id: string): Promise<Checked> {
  await delay(demoDelay);
  const body = (await request.json().catch(() => null)) as { code?: unknown } | null;
  const code = typeof body?.code === 'string' ? body.code.trim() : '';
  const booking = findBooking(id);
  if (!booking || code === '' || code !== booking.code)
    return { response: fail(422, 'code', hotelCodeMismatchMessage) };
  return { booking };
}

const idOf = (params: Record<string, string | readonly string[] | undefined>) =>
  String(params.id ?? '');

export const hotelHandlers: RequestHandler[] = [
  http.post(api('/app/hotel/reservations/:id/sign-in'), async ({ request, params }) => {
    const result = await checkCode(request, idOf(params));
    if ('response' in result) return result.response;
    return HttpResponse.json({
      reservationId: result.booking.reservationId,
      state: result.booking.state,
    });
  }),
  http.post(api('/app/hotel/reservations/:id'), async ({ request, params }) => {
    const result = await checkCode(request, idOf(params));
    if ('response' in result) return result.response;
    return HttpResponse.json(publicBooking(result.booking));
  }),
  http.post(api('/app/hotel/reservations/:id/rooms'), async ({ request, params }) => {
    const result = await checkCode(request, idOf(params));
    if ('response' in result) return result.response;
    return HttpResponse.json(result.booking.rooms);
  }),
  http.post(api('/app/hotel/reservations/:id/accept'), async ({ request, params }) => {
    const result = await checkCode(request, idOf(params));
    if ('response' in result) return result.response;
    const { booking } = result;
    if (booking.state !== 'toBeConfirmed')
      return fail(409, 'state', 'Only a reservation to be confirmed can be accepted.');
    if (booking.acceptFails)
      return fail(409, 'rooms', 'The reserved rooms are no longer available.');
    const confirmed = confirmBooking(booking.reservationId) ?? booking;
    return HttpResponse.json(publicBooking(confirmed));
  }),
];
