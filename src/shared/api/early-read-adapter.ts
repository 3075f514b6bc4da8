import {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { axiosFullPath } from './authorization-rule';
import { earlyReadsGlobal, type EarlyAnswer, type EarlyReads } from './early-reads-global';

function earlyReads(): EarlyReads | null {
  const reads = (window as unknown as Record<string, unknown>)[earlyReadsGlobal];
  return reads && typeof (reads as EarlyReads).take === 'function' ? (reads as EarlyReads) : null;
}

/**
 * The head script's answer for this request, if it started the same read (decision 014): only a
 * plain GET of JSON with the credential the request interceptor has just decided (the account's
 * authorization, or none for a public read: the rule that attaches the token is the one every
 * request follows), never a guest call.
 */
function takeEarlyAnswer(config: InternalAxiosRequestConfig): Promise<EarlyAnswer> | null {
  const reads = earlyReads();
  if (!reads || config.carried === 'guest' || config.guestCall) return null;
  if ((config.method ?? 'get').toLowerCase() !== 'get') return null;
  if ((config.responseType ?? 'json') !== 'json' || config.params || config.data) return null;
  const authorization = config.carried === 'account' ? config.headers.get('Authorization') : null;
  const language = config.headers.get('Accept-Language');
  if (config.carried === 'account' && typeof authorization !== 'string') return null;
  if (typeof language !== 'string') return null;
  let url: string;
  try {
    url = new URL(axiosFullPath(config.baseURL, config.url), window.location.href).href;
  } catch {
    return null;
  }
  return reads.take(url, typeof authorization === 'string' ? authorization : null, language);
}

/** Waits for the answer, but no longer than the request's own time-out or its cancellation. */
function waitFor<T>(answer: Promise<T>, config: InternalAxiosRequestConfig): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const { signal } = config;
    const timeoutMs = config.timeout ?? 0;
    const timer =
      timeoutMs > 0
        ? setTimeout(
            () =>
              reject(
                new AxiosError(
                  `timeout of ${timeoutMs}ms exceeded`,
                  AxiosError.ECONNABORTED,
                  config,
                ),
              ),
            timeoutMs,
          )
        : undefined;
    const onAbort = () => reject(new CanceledError(undefined, config));
    if (signal?.aborted) return onAbort();
    signal?.addEventListener?.('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => {
      clearTimeout(timer);
      signal?.removeEventListener?.('abort', onAbort);
    });
  });
}

/**
 * The HTTP client's adapter: a read the head script has already started is answered from it, as
 * if the network had just answered this request (its status checked as axios checks any, its
 * body parsed by the same transforms), so the interceptors' 401, 412 and error handling apply
 * unchanged; anything else, or an early read that got no answer at all, goes to the network.
 */
export function withEarlyReads(network: AxiosAdapter): AxiosAdapter {
  return async (config) => {
    const early = takeEarlyAnswer(config);
    if (!early) return network(config);
    let answer: EarlyAnswer;
    try {
      answer = await waitFor(early, config);
    } catch (error) {
      if (error instanceof AxiosError) throw error;
      // The early fetch got no response (offline, refused): this request asks the network.
      return network(config);
    }
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: answer.statusText,
      headers: new AxiosHeaders(answer.headers),
      config,
      request: { earlyRead: true },
    };
    const valid = config.validateStatus;
    if (!valid || valid(response.status)) return response;
    throw new AxiosError(
      `Request failed with status code ${response.status}`,
      response.status >= 400 && response.status < 500
        ? AxiosError.ERR_BAD_REQUEST
        : AxiosError.ERR_BAD_RESPONSE,
      config,
      response.request,
      response,
    );
  };
}
