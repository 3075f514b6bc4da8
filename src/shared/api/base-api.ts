import { createApi, type BaseQueryApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosRequestConfig } from 'axios';
import { errorDialogOpened } from '@/shared/dialogs/dialog-slice';
import { errorDetailFrom } from '@/shared/dialogs/error-detail';
import { busyRetryStarted } from './busy-retry';
import { loadHttpClient } from './http-client-loader';

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

/**
 * HTTP status, 'NETWORK' / 'TIMEOUT' when no response arrived, or 'BAD_RESPONSE' when a response
 * arrived but its body is not the JSON the contract promises (malformed, or empty on a read).
 */
export type ApiErrorStatus = number | 'NETWORK' | 'TIMEOUT' | 'BAD_RESPONSE';

export type ApiError = {
  status: ApiErrorStatus;
  data: unknown;
  /** A busy answer's (429/503) `Retry-After`, in whole seconds, when it gave one. */
  retryAfterSeconds?: number;
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

/**
 * Application day: reads answered 429 or 503 ("busy") are asked again, at most `attempts` times
 * in all, after the server's `Retry-After` (seconds or an HTTP-date; plus up to a fifth of it) or,
 * without one, after an exponential backoff with jitter (so a crowd of tabs does not come back in
 * step); never sooner than that backoff. A server that
 * asks for more than `maxWaitSeconds` is not asked again early: the person sees "busy" at once.
 * Writes are never repeated automatically (a second application post is the person's choice).
 */
export const readRetry = { attempts: 3, maxWaitSeconds: 60, backoffMs: 1000 };

const busyStatuses = new Set([429, 503]);

/** `Retry-After` in milliseconds (RFC 9110 10.2.3), or null when absent or unreadable. */
export function retryAfterMs(value: unknown, now = Date.now()): number | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(httpDateInGmt(text) ?? '');
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * An HTTP-date (RFC 9110 5.6.7) always means GMT, in all three forms a recipient must accept:
 * IMF-fixdate and RFC 850 say so; asctime says nothing, and Date.parse would read it as the
 * device's local time (in Poland an hour or two early: no wait at all). Anything else (a bare
 * number like "1.5", a date without a zone or with another one) is not an HTTP-date.
 */
function httpDateInGmt(text: string): string | null {
  const imfOrRfc850 = /^[A-Za-z]{3,9}, [\d]{2}[ -][A-Za-z]{3}[ -]\d{2,4} \d{2}:\d{2}:\d{2} GMT$/;
  if (imfOrRfc850.test(text)) return text;
  const asctime = /^[A-Za-z]{3} [A-Za-z]{3} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/;
  return asctime.test(text) ? `${text} GMT` : null;
}

function headerOf(response: unknown, name: string): unknown {
  const headers = (response as { headers?: unknown } | null)?.headers;
  if (!headers || typeof headers !== 'object') return undefined;
  const { get } = headers as { get?: unknown };
  if (typeof get === 'function') return (get as (key: string) => unknown).call(headers, name);
  return (headers as Record<string, unknown>)[name.toLowerCase()];
}

/** The wait before asking again after a busy answer, or null when it must not be asked again. */
function waitBeforeRetry(retryAfter: number | null, attempt: number): number | null {
  const backoff = readRetry.backoffMs * 2 ** (attempt - 1);
  const ownWait = Math.round(backoff / 2 + (Math.random() * backoff) / 2);
  if (retryAfter === null) return ownWait;
  if (retryAfter > readRetry.maxWaitSeconds * 1000) return null;
  // The server's time is the earliest; every tab told the same time (a whole crowd, on
  // application day) comes back spread over the following fifth of it, at most 5 s more.
  const serverWait = retryAfter + Math.round(Math.random() * Math.min(retryAfter / 5, 5000));
  // `Retry-After: 0` or a date already past would have every tab ask again at once, three
  // times in a row: never sooner than the client's own backoff.
  return Math.max(serverWait, ownWait);
}

/**
 * Resolves true after `ms`, or false as soon as the request is aborted (RTK Query's signal) or
 * nobody shows its result any more (`stillWanted` is asked every second: an unmounted screen).
 */
function waitUnlessCancelled(
  ms: number,
  signal: AbortSignal,
  stillWanted: () => boolean,
): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const finish = (outcome: boolean) => {
      clearTimeout(timer);
      clearInterval(check);
      signal.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    const onAbort = () => finish(false);
    const timer = setTimeout(() => finish(stillWanted()), ms);
    const check = setInterval(() => {
      if (!stillWanted()) finish(false);
    }, 1000);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** What the HTTP client accepts as an answer on an attempt that may be repeated. */
const successOrBusy = (status: number) =>
  (status >= 200 && status < 300) || busyStatuses.has(status);

/** RTK Query over the shared axios instance: returns `{ data }` or `{ error }`, never throws. */
const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (request, api) => {
  const { signal } = api;
  const { http, toApiError } = await loadHttpClient();
  const { emptyBodyOk: _emptyBodyOk, isExpected: _isExpected, ...config } = request;
  const retriesBusy =
    api.type === 'query' &&
    (config.method ?? 'get').toLowerCase() === 'get' &&
    (config.responseType ?? 'json') === 'json';
  const stillWanted = () => subscriberCount(api) !== 0;

  for (let attempt = 1; ; attempt += 1) {
    const mayRetry = retriesBusy && attempt < readRetry.attempts;
    try {
      // On an attempt that may be repeated, a busy answer is not an error for the HTTP client (no
      // dialog, no report: it is not the last word); every other failure goes through it as ever.
      const response = await http.request({
        ...config,
        signal,
        ...(mayRetry ? { validateStatus: successOrBusy } : {}),
      });
      if (busyStatuses.has(response.status)) {
        const retryAfter = retryAfterMs(headerOf(response, 'Retry-After'));
        const error = busyError(response.status, response.data, retryAfter);
        const wait = waitBeforeRetry(retryAfter, attempt);
        if (wait === null) {
          if (request.errorDialog === true) openBusyDialog(api.dispatch, error);
          return { error };
        }
        const waitEnded = busyRetryStarted(wait);
        const goOn = await waitUnlessCancelled(wait, signal, stillWanted);
        waitEnded();
        if (!goOn) return { error };
        continue;
      }
      const reason = badResponseReason(request, {
        status: response.status,
        data: response.data as unknown,
        contentType: String(headerOf(response, 'Content-Type') ?? ''),
      });
      if (reason) return { error: { status: 'BAD_RESPONSE', data: reason } };
      return { data: response.data };
    } catch (thrown) {
      const error = await readableApiError(toApiError(thrown));
      if (typeof error.status === 'number' && busyStatuses.has(error.status)) {
        const retryAfter = retryAfterMs(headerOf(responseOf(thrown), 'Retry-After'));
        return { error: busyError(error.status, error.data, retryAfter) };
      }
      return { error };
    }
  }
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
  dispatch(
    errorDialogOpened({
      status: error.status,
      detail: errorDetailFrom(error.status, error.data),
      time: new Date().toISOString(),
    }),
  );
}

/**
 * How many screens still show this query's result; null when unknown. RTK Query's own hooks read
 * subscriptions through this internal action; if a later version changes it, the retry simply
 * goes on (the signal still stops it when the cache entry is dropped).
 */
function subscriberCount(api: BaseQueryApi): number | null {
  if (!api.queryCacheKey) return null;
  const selectors: unknown = api.dispatch(baseApi.internalActions.internal_getRTKQSubscriptions());
  const count = (selectors as { getSubscriptionCount?: unknown } | null)?.getSubscriptionCount;
  return typeof count === 'function' ? (count as (key: string) => number)(api.queryCacheKey) : null;
}

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
    // Text the server words in the request's Accept-Language: read again after a switch.
    'Worded',
  ],
  endpoints: () => ({}),
});
