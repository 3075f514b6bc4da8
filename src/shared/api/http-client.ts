import axios, { isAxiosError, type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { env } from '@/shared/config/env';
import { errorDialogOpened, guestForbiddenOpened } from '@/shared/dialogs/dialog-slice';
import { errorDetailFrom } from '@/shared/dialogs/error-detail';
import { reportError } from '@/shared/lib/error-reporting';
import { selectAuthorization, tokenRenewed } from '@/shared/session/account-slice';
import { selectGuestToken } from '@/shared/session/guest-slice';
import { redirectToSignIn } from '@/shared/session/sign-in';
import { credentialFor } from './authorization-rule';
import type { ApiError } from './base-api';
import type { components } from './schema';
import { storeAccess } from './store-access';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** See ApiRequest.errorDialog. */
    errorDialog?: boolean;
    /** false: a 401 does not send the person to the sign-on (used by logout itself). */
    signInRedirect?: boolean;
    /** Set on the one replay after a 412 renewal; a second 412 is then an ordinary error. */
    renewedAfter412?: boolean;
  }
}

/** Spec 9 leaves time-outs open: 30 s by default (slow dorm Wi-Fi), VITE_API_TIMEOUT_MS to change. */
export const requestTimeoutMs = env.apiTimeoutMs;

/**
 * The one axios instance of the app, with the interceptors of spec sections 6 and 8:
 * authorization by path, 412 renew + replay once, 401 sign-on redirect (once), 403 guest-forbidden
 * dialog, and the error dialog for everything else; errors always reach the caller.
 */
export const http = axios.create({
  baseURL: env.apiBase,
  timeout: requestTimeoutMs,
  headers: { Accept: 'application/json' },
});

export function toApiError(error: unknown): ApiError {
  if (isAxiosError(error)) {
    if (error.response) return { status: error.response.status, data: error.response.data };
    const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
    return { status: timedOut ? 'TIMEOUT' : 'NETWORK', data: error.message };
  }
  return { status: 'NETWORK', data: String(error) };
}

function credentialOf(config: InternalAxiosRequestConfig | undefined) {
  if (!config) return null;
  return credentialFor({
    url: config.url,
    baseURL: config.baseURL,
    pageHref: window.location.href,
    apiBase: env.apiBase,
    method: config.method,
    data: config.data,
  });
}

function authorize(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const credential = credentialOf(config);
  const state = storeAccess().getState();
  const guestToken = selectGuestToken(state);
  const value =
    credential === 'account'
      ? selectAuthorization(state)
      : credential === 'guest' && guestToken
        ? `Bearer ${guestToken}`
        : null;
  if (value) config.headers.set('Authorization', value);
  else if (config.renewedAfter412) config.headers.delete('Authorization');
  return config;
}

/** Several requests failing with 401 together lead to one redirect, not one per request. */
let signInRedirectStarted = false;

/** For tests: forget that a redirect has started. */
export function resetSignInRedirect(): void {
  signInRedirectStarted = false;
}

function redirectToSignInOnce(): void {
  if (signInRedirectStarted) return;
  signInRedirectStarted = true;
  redirectToSignIn();
}

type RenewalBody = components['schemas']['TokenRenewal'];

function isRenewalBody(data: unknown): data is RenewalBody {
  if (!data || typeof data !== 'object') return false;
  const { access_token: token, token_type: type } = data as Record<string, unknown>;
  return typeof token === 'string' && token !== '' && typeof type === 'string' && type !== '';
}

/** Error bodies of `responseType: 'blob'` requests (downloads) are read back as JSON or text. */
async function readableData(data: unknown): Promise<unknown> {
  if (typeof Blob === 'undefined' || !(data instanceof Blob)) return data;
  try {
    const text = await data.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  } catch {
    return '';
  }
}

async function openErrorDialog(error: AxiosError): Promise<void> {
  const { status, data } = toApiError(error);
  storeAccess().dispatch(
    errorDialogOpened({
      status,
      detail: errorDetailFrom(status, await readableData(data)),
      time: new Date().toISOString(),
    }),
  );
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

  if (status === 412 && config && !config.renewedAfter412) {
    const body = error.response?.data;
    if (isRenewalBody(body)) {
      storeAccess().dispatch(
        tokenRenewed({ access_token: body.access_token, token_type: body.token_type }),
      );
      // Same config, same (already serialised) body: a JSON string or the same FormData.
      return http.request({ ...config, renewedAfter412: true });
    }
  }
  // A guest call's 401 refuses the guest token (api/paths/guest.yaml), not an account session.
  if (status === 401 && config?.signInRedirect !== false && credentialOf(config) !== 'guest') {
    redirectToSignInOnce();
    throw error;
  }
  if (status === 403) {
    storeAccess().dispatch(guestForbiddenOpened());
    throw error;
  }
  if (config?.errorDialog !== false && status !== 401) await openErrorDialog(error);
  report(error);
  throw error;
}

http.interceptors.request.use(authorize);
http.interceptors.response.use(undefined, onError);
