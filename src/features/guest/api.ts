import { baseApi } from '@/shared/api/base-api';
import { hasBooleans, hasStrings } from '@/shared/lib/response-shape';
import type { components } from '@/shared/api/schema';

type Schemas = components['schemas'];
export type GuestStatus = Schemas['GuestStatus'];
export type GuestVerificationInput = Schemas['GuestVerificationInput'];

/**
 * What the result screen reads of a GuestStatus. The agreement is one of the contract's two
 * shapes: accepted with its time, or not accepted without one. "Accepted" without a time would
 * show the terms to accept again after every accept (a loop), so it is an unexpected answer.
 */
export function isGuestStatus(data: unknown): data is GuestStatus {
  if (!hasStrings(data, ['uuid', 'firstName', 'dorm', 'room', 'stayFrom', 'stayTo'])) return false;
  if (!hasBooleans(data.agreement, ['accepted'])) return false;
  const { accepted, acceptedAt } = data.agreement as { accepted: boolean; acceptedAt?: unknown };
  return accepted ? typeof acceptedAt === 'string' && acceptedAt !== '' : acceptedAt === null;
}

/** The answer to an accept: the agreement is accepted (else the person would be asked again). */
function isAcceptedGuestStatus(data: unknown): data is GuestStatus {
  return isGuestStatus(data) && data.agreement.accepted;
}

/** This feature's cache tags, declared here rather than in shared/api. */
const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['Guest'] });

/**
 * Guest calls go to /app/guest/..., where the HTTP client attaches the guest token from the
 * guest slice (and nowhere else). Errors are shown by the screen itself (decision 009): the
 * mismatch is a message in the person's language, followed by the server's own words; a 403
 * still opens the guest-forbidden dialog from the client's interceptor.
 */
export const guestApi = withTags.injectEndpoints({
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
        isExpected: isAcceptedGuestStatus,
      }),
    }),
  }),
});

export const { useGetGuestStatusQuery, useVerifyGuestMutation, useAcceptGuestAgreementMutation } =
  guestApi;
