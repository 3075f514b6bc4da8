import { baseApi } from '@/shared/api/base-api';
import { hasBooleans, hasStrings } from '@/shared/api/response-shape';
import type { components } from '@/shared/api/schema';

type Schemas = components['schemas'];
export type GuestStatus = Schemas['GuestStatus'];
export type GuestVerificationInput = Schemas['GuestVerificationInput'];

/** What the result screen reads of a GuestStatus. */
export function isGuestStatus(data: unknown): data is GuestStatus {
  return (
    hasStrings(data, ['uuid', 'firstName', 'dorm', 'room', 'stayFrom', 'stayTo']) &&
    hasBooleans(data.agreement, ['accepted'])
  );
}

/**
 * Guest calls go to /app/guest/..., where the HTTP client attaches the guest token from the
 * guest slice (and nowhere else). Errors are shown by the screen itself (decision 009): the
 * mismatch is a message in the person's language, followed by the server's own words; a 403
 * still opens the guest-forbidden dialog from the client's interceptor.
 */
export const guestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGuestStatus: build.query<GuestStatus, string>({
      query: (uuid) => ({
        url: `/app/guest/${encodeURIComponent(uuid)}`,
        isExpected: isGuestStatus,
      }),
      providesTags: ['Guest'],
      // Always ask again: the answer depends on the token held right now.
      keepUnusedDataFor: 0,
    }),
    verifyGuest: build.mutation<GuestStatus, { uuid: string } & GuestVerificationInput>({
      query: ({ uuid, firstName, lastName }) => ({
        url: `/app/guest/${encodeURIComponent(uuid)}/verify`,
        method: 'POST',
        data: { firstName, lastName },
        isExpected: isGuestStatus,
      }),
    }),
    acceptGuestAgreement: build.mutation<GuestStatus, string>({
      query: (uuid) => ({
        url: `/app/guest/${encodeURIComponent(uuid)}/agreement`,
        method: 'POST',
        data: { accepted: true },
        isExpected: isGuestStatus,
      }),
    }),
  }),
});

export const { useGetGuestStatusQuery, useVerifyGuestMutation, useAcceptGuestAgreementMutation } =
  guestApi;
