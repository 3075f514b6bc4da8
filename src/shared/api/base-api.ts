import { createApi, type BaseQueryApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosRequestConfig } from 'axios';
import { errorDialogFor } from './dialog-slice';
import { isApiError, type ApiError } from '@/shared/errors/api-error';
import { loadHttpClient } from './http-client-loader';
import { readableBody } from './readable-body';
import { subscriberCount } from './query-subscribers';
import { askWhileBusy, busyStatuses, retryAfterMs, type Answer } from './read-retry';

export type ApiRequest = {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
  headers?: AxiosRequestConfig['headers'];
  responseType?: AxiosRequestConfig['responseType'];
  /**
   * true: a failure also opens the global error dialog (product.md §8). Off by default: every
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

export type { ApiError, ApiErrorStatus } from '@/shared/errors/api-error';

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
  if (request.isExpected && !request.isExpected(data)) return unexpectedShape;
  return null;
}

const unexpectedShape = 'unexpected shape';

/**
 * A success answer that was read (JSON) but is not what the request expects (`isExpected`): the
 * API answered. An empty or unreadable body may not be the API's at all (a proxy's or a captive
 * portal's page), so it stays an answer that could not be read (decision 009).
 */
export function isUnexpectedShape(error: unknown): boolean {
  return isApiError(error) && error.status === 'BAD_RESPONSE' && error.data === unexpectedShape;
}

/** An ApiError whose Blob body (a download's) is read back as JSON or text (readable-body.ts). */
export async function readableApiError(error: ApiError): Promise<ApiError> {
  const data = await readableBody(error.data);
  return data === error.data ? error : { ...error, data };
}

function headerOf(response: unknown, name: string): unknown {
  const headers = (response as { headers?: unknown } | null)?.headers;
  if (!headers || typeof headers !== 'object') return undefined;
  const { get } = headers as { get?: unknown };
  if (typeof get === 'function') return (get as (key: string) => unknown).call(headers, name);
  return (headers as Record<string, unknown>)[name.toLowerCase()];
}

/** What the HTTP client accepts as an answer on an attempt that may be repeated. */
const successOrBusy = (status: number) =>
  (status >= 200 && status < 300) || busyStatuses.has(status);

type BaseQueryResult = { data: unknown; error?: undefined } | { error: ApiError; data?: undefined };

/**
 * One request over the shared axios instance. On an attempt that may be repeated, a busy answer
 * is not an error for the HTTP client (no dialog, no report: it is not the last word); every
 * other failure goes through it as ever.
 */
async function askOnce(
  request: ApiRequest,
  signal: AbortSignal,
  mayRetry: boolean,
): Promise<Answer<BaseQueryResult>> {
  let client: Awaited<ReturnType<typeof loadHttpClient>>;
  try {
    client = await loadHttpClient();
  } catch (error) {
    // The client's code did not arrive (offline, a dropped download): no answer, as a network
    // failure is, which the screen says with Try again (and Try again loads it anew).
    return { kind: 'final', value: { error: { status: 'NETWORK', data: String(error) } } };
  }
  const { http, toApiError } = client;
  const { emptyBodyOk: _emptyBodyOk, isExpected: _isExpected, ...config } = request;
  try {
    const response = await http.request({
      ...config,
      signal,
      ...(mayRetry ? { validateStatus: successOrBusy } : {}),
    });
    if (busyStatuses.has(response.status)) {
      const retryAfter = retryAfterMs(headerOf(response, 'Retry-After'));
      const error = busyError(response.status, response.data, retryAfter);
      return { kind: 'busy', retryAfter, value: { error } };
    }
    const reason = badResponseReason(request, {
      status: response.status,
      data: response.data as unknown,
      contentType: String(headerOf(response, 'Content-Type') ?? ''),
    });
    const value: BaseQueryResult = reason
      ? { error: { status: 'BAD_RESPONSE', data: reason } }
      : { data: response.data };
    return { kind: 'final', value };
  } catch (thrown) {
    const error = await readableApiError(toApiError(thrown));
    if (typeof error.status === 'number' && busyStatuses.has(error.status)) {
      const retryAfter = retryAfterMs(headerOf(responseOf(thrown), 'Retry-After'));
      const value = { error: busyError(error.status, error.data, retryAfter) };
      return { kind: 'final', value };
    }
    return { kind: 'final', value: { error } };
  }
}

/**
 * RTK Query over the shared axios instance: returns `{ data }` or `{ error }`, never throws. Reads
 * answered "busy" are asked again (read-retry.ts) while a screen still shows them.
 */
const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (request, api) => {
  const repeatable =
    api.type === 'query' &&
    (request.method ?? 'get').toLowerCase() === 'get' &&
    (request.responseType ?? 'json') === 'json';
  const { value, overCap } = await askWhileBusy(
    (mayRetry) => askOnce(request, api.signal, mayRetry),
    {
      repeatable,
      signal: api.signal,
      stillWanted: () => subscriberCount(api, baseApi.reducerPath) !== 0,
    },
  );
  if (overCap && value.error && request.errorDialog === true)
    openBusyDialog(api.dispatch, value.error);
  return value;
};

function busyError(status: number, data: unknown, retryAfter: number | null): ApiError {
  return retryAfter === null
    ? { status, data }
    : { status, data, retryAfterSeconds: Math.ceil(retryAfter / 1000) };
}

function responseOf(thrown: unknown): unknown {
  return (thrown as { response?: unknown } | null)?.response;
}

/**
 * A busy answer given up on before the last try (its Retry-After is over the cap) never reached
 * the HTTP client's error handling, so its dialog is opened here, as the client would have.
 */
function openBusyDialog(dispatch: BaseQueryApi['dispatch'], error: ApiError): void {
  dispatch(errorDialogFor(error.status, error.data));
}

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  // A tab the person switches back to within a minute is served from cache (issue 5).
  keepUnusedDataFor: 60,
  refetchOnMountOrArgChange: false,
  // Only the tag every feature shares: text the server words in the request's Accept-Language,
  // read again after a language switch (language-rereads.tsx). A feature adds its own tags where
  // it injects its endpoints (`enhanceEndpoints({ addTagTypes })`), so shared/ never lists them.
  tagTypes: ['Worded'],
  endpoints: () => ({}),
});
