import axios, {
  isAxiosError,
  type AxiosError,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { pageLanguage } from '@/i18n/languages';
import { env } from '@/shared/config/env';
import { errorDialogFor, guestForbiddenOpened, signInAgainOpened } from './dialog-slice';
import type { ApiError } from '@/shared/errors/api-error';
import { reportError } from '@/shared/lib/error-reporting';
import { isUsableBearerToken } from '@/shared/session/account';
import { selectAuthorization, tokenRenewed } from '@/shared/session/account-slice';
import { isLeavingApp } from '@/shared/session/browser-location';
import { selectGuestToken } from '@/shared/session/guest-slice';
import { redirectToSignIn } from '@/shared/session/sign-in';
import {
  automaticSignOnRefusal,
  noteAccountAccepted,
  noteAutomaticSignOn,
} from '@/shared/session/sign-on-round-trip';
import { credentialFor, type Credential } from './authorization-rule';
import { withEarlyReads } from './early-read-adapter';
import { readableBody } from './readable-body';
import type { components } from './schema';
import { isRecord } from '@/shared/lib/response-shape';
import { storeAccess } from './store-access';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** See ApiRequest.errorDialog. */
    errorDialog?: boolean;
    /** false: a 401 does not send the person to the sign-on (used by logout itself). */
    signInRedirect?: boolean;
    /** Set on the one replay after a 412 renewal; a second 412 is then an ordinary error. */
    renewedAfter412?: boolean;
    /**
     * The account authorization to send instead of the store's, where the rule sends the account
     * (logout: the session on the device is already cleared when the server is told).
     */
    accountAuthorization?: string;
    /** Set by the client: the credential this request really carried (null: none). */
    carried?: Credential;
    /** Set by the client: a guest call (/app/guest/...), whether or not it carried a token. */
    guestCall?: boolean;
  }
}

/** product.md §9 leaves time-outs open: 30 s by default (slow dorm Wi-Fi), VITE_API_TIMEOUT_MS to change. */
export const requestTimeoutMs = env.apiTimeoutMs;

/**
 * The one axios instance of the app, with the interceptors of product.md §6 and §8:
 * authorization by path; on a request that carried the account: 412 renew (shared by parallel
 * requests) + replay once, 401 sign-on redirect (once, never in a loop); 403 on a guest call:
 * the guest-forbidden dialog; the error dialog for a request that asks for it (`errorDialog: true`); errors
 * always reach the caller.
 */
export const http = axios.create({
  baseURL: env.apiBase,
  timeout: requestTimeoutMs,
  headers: { Accept: 'application/json' },
  // A read the head script started for a signed-in panel is answered from it (decision 014).
  adapter: withEarlyReads(axios.getAdapter(axios.defaults.adapter)),
});

export function toApiError(error: unknown): ApiError {
  if (isAxiosError(error)) {
    if (error.response) return { status: error.response.status, data: error.response.data };
    const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
    return { status: timedOut ? 'TIMEOUT' : 'NETWORK', data: error.message };
  }
  return { status: 'NETWORK', data: String(error) };
}

/**
 * The Authorization header is the rule's alone: whatever a caller put there is replaced or
 * removed, so what a request carried (`carried`) is exactly what 401/412 handling relies on.
 */
function authorize(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const credential = credentialFor({
    url: config.url,
    baseURL: config.baseURL,
    pageHref: window.location.href,
    apiBase: env.apiBase,
    method: config.method,
    data: config.data,
  });
  const state = storeAccess().getState();
  const guestToken = selectGuestToken(state);
  const value =
    credential === 'account'
      ? (config.accountAuthorization ?? selectAuthorization(state))
      : credential === 'guest' && guestToken
        ? `Bearer ${guestToken}`
        : null;
  if (value) config.headers.set('Authorization', value);
  else config.headers.delete('Authorization');
  config.carried = value ? credential : null;
  config.guestCall = credential === 'guest';
  return config;
}

function withLanguage(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  config.headers.set('Accept-Language', pageLanguage());
  return config;
}

/** The account authorization the failed request carried, or null if it carried none. */
function carriedAccount(config: InternalAxiosRequestConfig | undefined): string | null {
  if (config?.carried !== 'account') return null;
  const value = config.headers.get('Authorization');
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Several requests failing with 401 together lead to one redirect, not one per request. */
let signInRedirectStarted = false;

/** The 412 renewal parallel requests share: the authorization it replaced, and its outcome. */
let renewal: { from: string; renewed: Promise<boolean> } | null = null;

/** For tests: forget that a redirect has started and which renewal was made. */
export function resetSignInRedirect(): void {
  signInRedirectStarted = false;
  renewal = null;
}

/**
 * A 401 on a signed-in person's account request: the sign-on, once per page, unless the person
 * signed in less than a minute ago or a 401 already sent them there once without the server
 * accepting anything since (a server refusing fresh tokens would make an endless loop). Then the
 * person is told why and signs in again themselves.
 */
function onAccountUnauthorized(): void {
  if (signInRedirectStarted || isLeavingApp()) return;
  const refusal = automaticSignOnRefusal();
  if (refusal) {
    storeAccess().dispatch(signInAgainOpened(refusal));
    return;
  }
  signInRedirectStarted = true;
  noteAutomaticSignOn();
  redirectToSignIn();
}

type RenewalBody = components['schemas']['TokenRenewal'];

/** A renewal the app can use: a Bearer token it can send (RFC 6749 7.1, RFC 6750 2.1). */
function isRenewalBody(data: unknown): data is RenewalBody {
  if (!isRecord(data)) return false;
  return isUsableBearerToken(data.token_type, data.access_token);
}

/**
 * product.md §8: a 412 on an account request hands out a fresh token. Only the first 412 for a
 * given authorization renews; the others that carried the same one (parallel requests) share
 * that renewal and are replayed with its token. A renewal never signs anyone in: the token must
 * still be the session's (not signed out, not another person) when it is replaced.
 */
function renewFrom(carried: string, body: unknown): Promise<boolean> {
  if (renewal?.from === carried) return renewal.renewed;
  const { dispatch, getState } = storeAccess();
  if (selectAuthorization(getState()) !== carried || !isRenewalBody(body)) {
    return Promise.resolve(false);
  }
  dispatch(tokenRenewed({ access_token: body.access_token, token_type: body.token_type }));
  renewal = { from: carried, renewed: Promise.resolve(true) };
  return renewal.renewed;
}

/**
 * A token in a 412 the client does not obey (or cannot use) is not a message for the person: it
 * is dropped.
 */
function withoutRenewalBody(error: AxiosError): void {
  const data: unknown = error.response?.data;
  if (error.response?.status === 412 && isRecord(data) && 'access_token' in data) {
    error.response.data = '';
  }
}

async function openErrorDialog(error: AxiosError): Promise<void> {
  const { status, data } = toApiError(error);
  storeAccess().dispatch(errorDialogFor(status, await readableBody(data)));
}

function report(error: AxiosError): void {
  const status = error.response?.status;
  if (status !== undefined && status < 500) return;
  // Only the method and status leave the app; URLs are scrubbed again by the reporter.
  const method = (error.config?.method ?? 'get').toUpperCase();
  reportError(new Error(`API request failed: ${method} ${status ?? error.code ?? 'network'}`), {
    'http.status': String(status ?? 'none'),
  });
}

async function onError(error: unknown): Promise<unknown> {
  if (!isAxiosError(error) || axios.isCancel(error)) throw error;
  const config = error.config;
  const status = error.response?.status;
  // Only an account request of a signed-in person renews or goes to the sign-on; a 401/412 on a
  // public, guest or hotel call (or of a signed-out person) is an ordinary error.
  const account = carriedAccount(config);

  if (status === 412 && config && account && !config.renewedAfter412) {
    if (await renewFrom(account, error.response?.data)) {
      // Same config, same (already serialised) body: a JSON string or the same FormData.
      return http.request({ ...config, renewedAfter412: true });
    }
  }
  withoutRenewalBody(error);
  if (status === 401 && account) {
    if (config?.signInRedirect !== false) onAccountUnauthorized();
    throw error;
  }
  // product.md §8's guest-forbidden dialog is about a guest's call; a 403 anywhere else (a proxy, a
  // panel rule) is an ordinary failure, shown by the screen that made the request.
  if (status === 403 && config?.guestCall) {
    storeAccess().dispatch(guestForbiddenOpened());
    throw error;
  }
  if (config?.errorDialog === true) await openErrorDialog(error);
  report(error);
  throw error;
}

function onSuccess(response: AxiosResponse): AxiosResponse {
  // A busy 429/503 may arrive here (reads that retry accept it); only a 2xx proves the session.
  const accepted = response.status >= 200 && response.status < 300;
  if (accepted && carriedAccount(response.config)) noteAccountAccepted();
  return response;
}

http.interceptors.request.use((config) => withLanguage(authorize(config)));
http.interceptors.response.use(onSuccess, onError);
