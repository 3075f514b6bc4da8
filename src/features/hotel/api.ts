import { baseApi } from '@/shared/api/base-api';
import { hasBooleans, hasNumbers, hasStrings, isOneOf } from '@/shared/lib/response-shape';
import type { components } from '@/shared/api/schema';
import { withAnswer } from '@/shared/api/with-answer';

type Schemas = components['schemas'];
export type HotelBooking = Schemas['HotelBooking'];
export type HotelRoom = Schemas['HotelRoom'];
export type HotelReservationState = Schemas['HotelReservationState'];
export type HotelSignIn = Schemas['HotelSignIn'];

/** Every hotel call proves the booking with the e-mailed code, in the body (never the URL). */
export type HotelRequest = { id: string; code: string };

const states: readonly HotelReservationState[] = ['toBeConfirmed', 'confirmed', 'notRealized'];

const isHotelSignIn = (data: unknown) =>
  hasStrings(data, ['reservationId']) && isOneOf(data.state, states);

/** What the booking view reads of a HotelBooking. */
export function isHotelBooking(data: unknown): data is HotelBooking {
  return (
    hasStrings(data, ['reservationId']) &&
    isOneOf(data.state, states) &&
    hasStrings(data.applicant, ['name', 'surname', 'email', 'phone']) &&
    hasStrings(data.reservation, ['dateFrom', 'dateTo']) &&
    hasNumbers(data.reservation, ['numberOfPeople', 'charge'])
  );
}

/** An accept answers the confirmed booking; any other state would silently ask to accept again. */
const isConfirmedBooking = (data: unknown) => isHotelBooking(data) && data.state === 'confirmed';

const isRoomList = (data: unknown) =>
  Array.isArray(data) &&
  data.every(
    (room) =>
      hasStrings(room, ['roomNumber', 'dateFrom', 'dateTo']) &&
      hasNumbers(room, ['charge']) &&
      hasBooleans(room, ['entireRoomReserved', 'fullyPaid']),
  );

const url = (id: string, suffix = '') =>
  `/app/hotel/reservations/${encodeURIComponent(id)}${suffix}`;

/** This feature's cache tags, declared here rather than in shared/api. */
const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['Hotel'] });

/**
 * Hotel paths are not guest paths and carry no Authorization header (product.md §6). The screen
 * shows the spec's own messages for a wrong code and a failed acceptance, followed by the
 * server's own words (decision 009).
 */
export const hotelApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    hotelSignIn: build.mutation<HotelSignIn, HotelRequest>({
      query: ({ id, code }) => ({
        url: url(id, '/sign-in'),
        method: 'POST',
        data: { code },
        isExpected: isHotelSignIn,
      }),
    }),
    getHotelBooking: build.query<HotelBooking, HotelRequest>({
      query: ({ id, code }) => ({
        url: url(id),
        method: 'POST',
        data: { code },
        isExpected: isHotelBooking,
      }),
      providesTags: ['Hotel'],
      keepUnusedDataFor: 0,
    }),
    getHotelRooms: build.query<HotelRoom[], HotelRequest>({
      query: ({ id, code }) => ({
        url: url(id, '/rooms'),
        method: 'POST',
        data: { code },
        isExpected: isRoomList,
      }),
      providesTags: ['Hotel'],
      keepUnusedDataFor: 0,
    }),
    acceptHotelBooking: build.mutation<HotelBooking, HotelRequest>({
      query: ({ id, code }) => ({
        url: url(id, '/accept'),
        method: 'POST',
        data: { code },
        isExpected: isConfirmedBooking,
      }),
      onQueryStarted: (request, { dispatch, queryFulfilled }) =>
        withAnswer(queryFulfilled, async (data) => {
          await dispatch(hotelApi.util.upsertQueryData('getHotelBooking', request, data));
        }),
    }),
  }),
});

export const {
  useHotelSignInMutation,
  useGetHotelBookingQuery,
  useGetHotelRoomsQuery,
  useAcceptHotelBookingMutation,
} = hotelApi;
