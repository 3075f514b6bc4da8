import type { components } from '@/shared/api/schema';
import { baseApi } from '@/shared/api/base-api';

export type ApplicationPeriod = components['schemas']['ApplicationPeriod'];
export type Dorm = components['schemas']['Dorm'];

/** Endpoint names are prefixed by the feature: the application feature injects its own. */
export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    homePeriods: build.query<ApplicationPeriod[], void>({
      query: () => ({ url: '/app/periods' }),
      providesTags: ['Periods'],
    }),
    homeDorms: build.query<Dorm[], void>({
      query: () => ({ url: '/app/dictionaries/dorms' }),
      providesTags: ['Dictionaries'],
    }),
  }),
});

export const { useHomePeriodsQuery, useHomeDormsQuery } = homeApi;
