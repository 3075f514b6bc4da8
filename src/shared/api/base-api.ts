import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosRequestConfig } from 'axios';
import { loadHttpClient } from './http-client-loader';

export type ApiRequest = {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
  headers?: AxiosRequestConfig['headers'];
  responseType?: AxiosRequestConfig['responseType'];
  /**
   * true: a failure also opens the global error dialog (spec section 8). Off by default: every
   * screen shows a failure in its own error panel, with the server's messages (decision 009).
   * 401/403/412 handling applies either way.
   */
  errorDialog?: boolean;
  /**
   * true: an empty success body is a valid answer, because nothing reads it. Without it only a 204
   * may be empty: every other success must carry the JSON the contract promises.
   */
  emptyBodyOk?: boolean;
  /** The answer's shape as the screen needs it; anything else is a BAD_RESPONSE, not data. */
  isExpected?: (data: unknown) => boolean;
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
 * ''. Handed to a screen as data, either would mislead ("no periods are open") or crash it
 * (`status.agreement` of ''), so both are errors, for writes as much as reads: only a 204, or a
 * request marked `emptyBodyOk`, may come back empty.
 */
export function badResponseReason(
  request: Pick<ApiRequest, 'method' | 'responseType' | 'emptyBodyOk' | 'isExpected'>,
  response: { status: number; data: unknown; contentType: string },
): string | null {
  if ((request.responseType ?? 'json') !== 'json' || response.status === 204) return null;
  const { data } = response;
  if (data === '' || data === undefined || data === null)
    return request.emptyBodyOk ? null : 'empty body';
  if (typeof data === 'string')
    return response.contentType.includes('json') ? 'malformed JSON' : 'not JSON';
  if (request.isExpected && !request.isExpected(data)) return 'unexpected shape';
  return null;
}

/**
 * A download's error body arrives as a Blob: read back as JSON or text, so the server's messages
 * reach the person like any other (decision 009).
 */
export async function readableApiError(error: ApiError): Promise<ApiError> {
  if (typeof Blob === 'undefined' || !(error.data instanceof Blob)) return error;
  const text = await error.data.text().catch(() => '');
  try {
    return { ...error, data: JSON.parse(text) as unknown };
  } catch {
    return { ...error, data: text };
  }
}

/** RTK Query over the shared axios instance: returns `{ data }` or `{ error }`, never throws. */
const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (request, { signal }) => {
  const { http, toApiError } = await loadHttpClient();
  try {
    const { emptyBodyOk: _emptyBodyOk, isExpected: _isExpected, ...config } = request;
    const response = await http.request({ ...config, signal });
    const reason = badResponseReason(request, {
      status: response.status,
      data: response.data as unknown,
      contentType: String(response.headers['content-type'] ?? ''),
    });
    if (reason) return { error: { status: 'BAD_RESPONSE', data: reason } };
    return { data: response.data };
  } catch (error) {
    return { error: await readableApiError(toApiError(error)) };
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
