import { baseApi } from '@/shared/api/base-api';
import type { components } from '@/shared/api/schema';

type Schemas = components['schemas'];
export type HotelBooking = Schemas['HotelBooking'];
export type HotelRoom = Schemas['HotelRoom'];
export type HotelReservationState = Schemas['HotelReservationState'];
export type HotelSignIn = Schemas['HotelSignIn'];

/** Every hotel call proves the booking with the e-mailed code, in the body (never the URL). */
export type HotelRequest = { id: string; code: string };

const url = (id: string, suffix = '') =>
  `/app/hotel/reservations/${encodeURIComponent(id)}${suffix}`;

/**
 * Hotel paths are not guest paths and carry no Authorization header (spec section 6). The screen
 * shows the spec's own messages for a wrong code and a failed acceptance (`errorDialog: false`).
 */
export const hotelApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    hotelSignIn: build.mutation<HotelSignIn, HotelRequest>({
      query: ({ id, code }) => ({
        url: url(id, '/sign-in'),
        method: 'POST',
        data: { code },
        errorDialog: false,
      }),
    }),
    getHotelBooking: build.query<HotelBooking, HotelRequest>({
      query: ({ id, code }) => ({
        url: url(id),
        method: 'POST',
        data: { code },
        errorDialog: false,
      }),
      providesTags: ['Hotel'],
      keepUnusedDataFor: 0,
    }),
    getHotelRooms: build.query<HotelRoom[], HotelRequest>({
      query: ({ id, code }) => ({
        url: url(id, '/rooms'),
        method: 'POST',
        data: { code },
        errorDialog: false,
      }),
      providesTags: ['Hotel'],
      keepUnusedDataFor: 0,
    }),
    acceptHotelBooking: build.mutation<HotelBooking, HotelRequest>({
      query: ({ id, code }) => ({
        url: url(id, '/accept'),
        method: 'POST',
        data: { code },
        errorDialog: false,
      }),
      async onQueryStarted(request, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(hotelApi.util.upsertQueryData('getHotelBooking', request, data));
      },
    }),
  }),
});

export const {
  useHotelSignInMutation,
  useGetHotelBookingQuery,
  useGetHotelRoomsQuery,
  useAcceptHotelBookingMutation,
} = hotelApi;
