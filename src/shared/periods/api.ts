import type { components } from '@/shared/api/schema';
import { baseApi } from '@/shared/api/base-api';

export type ApplicationPeriod = components['schemas']['ApplicationPeriod'];
export type PeriodGroup = ApplicationPeriod['group'];

/** This feature's cache tags, declared here rather than in shared/api. */
const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['Periods'] });

/**
 * GET /app/periods, used by the main page (which groups may apply) and the registration form
 * (which refuses to send outside the applicant's period): one endpoint, one cache entry. The
 * screens show their own message when it fails, so it opens no error dialog.
 */
export const periodsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    applicationPeriods: build.query<ApplicationPeriod[], void>({
      query: () => ({ url: '/app/periods', errorDialog: false }),
      providesTags: ['Periods'],
    }),
  }),
});

export const { useApplicationPeriodsQuery } = periodsApi;
