import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosRequestConfig } from 'axios';

export type ApiRequest = {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
  headers?: AxiosRequestConfig['headers'];
  responseType?: AxiosRequestConfig['responseType'];
  /**
   * false: the caller shows this request's errors itself (e.g. field errors, a screen-specific
   * message), so the global error dialog stays closed. 401/403/412 handling still applies.
   */
  errorDialog?: boolean;
};

export type ApiError = {
  /** HTTP status, or 'NETWORK' / 'TIMEOUT' when no response arrived. */
  status: number | 'NETWORK' | 'TIMEOUT';
  data: unknown;
};

/**
 * axios (about 21 kB gzip) is loaded with the first request, not with the entry chunk: the
 * shell must paint on slow dorm Wi-Fi before any API code arrives.
 */
export const loadHttpClient = () => import('./http-client');

/** RTK Query over the shared axios instance: returns `{ data }` or `{ error }`, never throws. */
const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (request, { signal }) => {
  const { http, toApiError } = await loadHttpClient();
  try {
    const response = await http.request({ ...request, signal });
    return { data: response.data };
  } catch (error) {
    return { error: toApiError(error) };
  }
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  // A tab the person switches back to within a minute is served from cache (issue 5).
  keepUnusedDataFor: 60,
  refetchOnMountOrArgChange: false,
  tagTypes: [
    'Periods',
    'Dictionaries',
    'AdditionalInfo',
    'ArrivalTime',
    'Applications',
    'Documents',
    'Invoice',
    'Fees',
    'Network',
    'Guest',
    'Hotel',
  ],
  endpoints: () => ({}),
});
