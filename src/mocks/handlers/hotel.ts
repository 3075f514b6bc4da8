import { delay, HttpResponse, type RequestHandler } from 'msw';
import { api, demoDelay } from '../api-url';
import { http, say, type Wording } from '../language';
import { confirmBooking, findBooking, publicBooking, type DemoHotelBooking } from '../db/hotel';

/** product.md §8, verbatim in English. */
export const hotelCodeMismatchMessage =
  'The verification code provided does not match the code sent by email.';

/** The refusals of this area, in the languages the API answers in. */
export const hotelWords = {
  codeMismatch: {
    en: hotelCodeMismatchMessage,
    pl: 'Ten kod nie zgadza się z kodem z wiadomości e-mail. Sprawdź go i wpisz ponownie.',
  },
  notToBeConfirmed: {
    en: 'This reservation is no longer waiting for confirmation: it may have been confirmed already or cancelled. Reload the page to see its status.',
    pl: 'Ta rezerwacja nie czeka już na potwierdzenie: mogła zostać już potwierdzona lub anulowana. Odśwież stronę, aby zobaczyć jej status.',
  },
  roomsUnavailable: {
    en: 'The rooms in this reservation are no longer available, so it cannot be confirmed. Contact the Student Housing Office to arrange other rooms.',
    pl: 'Pokoje z tej rezerwacji nie są już dostępne, więc nie można jej potwierdzić. Skontaktuj się z Działem Spraw Bytowych, aby ustalić inne pokoje.',
  },
} satisfies Record<string, Wording>;

/** Refusals the contract gives a code for (api/components/errors.yaml, ErrorItem.code). */
type HotelCode = 'reservationNotToBeConfirmed' | 'roomsUnavailable';

const fail = (request: Request, status: number, param: string, msg: Wording, code?: HotelCode) =>
  HttpResponse.json(
    { errors: [{ msg: say(request, msg), param, ...(code ? { code } : {}) }] },
    { status },
  );

type Checked = { booking: DemoHotelBooking } | { response: Response };

/**
 * Hotel calls carry no Authorization header (product.md §6): the e-mailed code comes in the
 * body. An unknown id answers like a wrong code, so ids cannot be probed.
 */
async function checkCode(request: Request, id: string): Promise<Checked> {
  await delay(demoDelay);
  const body = (await request.json().catch(() => null)) as { code?: unknown } | null;
  const code = typeof body?.code === 'string' ? body.code.trim() : '';
  const booking = findBooking(id);
  if (!booking || code === '' || code !== booking.code)
    return { response: fail(request, 422, 'code', hotelWords.codeMismatch) };
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
      return fail(
        request,
        409,
        'state',
        hotelWords.notToBeConfirmed,
        'reservationNotToBeConfirmed',
      );
    if (booking.acceptFails)
      return fail(request, 409, 'rooms', hotelWords.roomsUnavailable, 'roomsUnavailable');
    const confirmed = confirmBooking(booking.reservationId) ?? booking;
    return HttpResponse.json(publicBooking(confirmed));
  }),
];
