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

/**
 * HTTP status, 'NETWORK' / 'TIMEOUT' when no response arrived, or 'BAD_RESPONSE' when a response
 * arrived but its body is not the JSON the contract promises (malformed, or empty on a read).
 */
export type ApiErrorStatus = number | 'NETWORK' | 'TIMEOUT' | 'BAD_RESPONSE';

export type ApiError = {
  status: ApiErrorStatus;
  data: unknown;
};

/**
 * axios parses JSON leniently: a body that does not parse arrives as a string, an empty one as
 * ''. Rendered as data, either would mislead ("no periods are open"), so both are errors; an empty
 * body is fine for writes (201/204-style answers).
 */
export function badResponseReason(
  request: Pick<ApiRequest, 'method' | 'responseType'>,
  response: { status: number; data: unknown; contentType: string },
): string | null {
  if ((request.responseType ?? 'json') !== 'json' || response.status === 204) return null;
  const isRead = (request.method ?? 'GET').toUpperCase() === 'GET';
  const { data } = response;
  if (data === '' || data === undefined || data === null) return isRead ? 'empty body' : null;
  if (typeof data === 'string' && response.contentType.includes('json')) return 'malformed JSON';
  return null;
}

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
    const reason = badResponseReason(request, {
      status: response.status,
      data: response.data as unknown,
      contentType: String(response.headers['content-type'] ?? ''),
    });
    if (reason) return { error: { status: 'BAD_RESPONSE', data: reason } };
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
