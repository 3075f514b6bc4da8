import { apiFailureKind, type ApiFailureKind } from '@/shared/api/api-failure';
import { type ApiError } from '@/shared/api/base-api';
import { loadHttpClient } from '@/shared/api/http-client-loader';
import { hasStrings } from '@/shared/lib/response-shape';
import { env } from '@/shared/config/env';
import type { components } from '@/shared/api/schema';
import { errorDetailFrom } from '@/shared/errors/error-detail';
import { isUsableBearerToken } from '@/shared/session/account';
import { consumeSignInState, signInRedirectUri } from '@/shared/session/sign-in';

export type SignInSession = components['schemas']['SignInSession'];
/** The session as the app keeps it: the user id always as a string. */
type Session = Omit<SignInSession, 'userId'> & { userId: string };
type CodeExchange = components['schemas']['SignInCodeExchange'];

/**
 * An error answer of the sign-on (RFC 6749 4.1.2.1), by its `error` code only: the person
 * declined ('denied'), the sign-on is down for now ('unavailable'), or it refused this portal's
 * request ('refused': every other code, known or not). `error_description` and `error_uri` are
 * the sign-on's own untrusted text and are never used.
 */
export type AuthorizationRefusal = 'denied' | 'unavailable' | 'refused';

export function authorizationRefusal(error: string): AuthorizationRefusal {
  if (error === 'access_denied') return 'denied';
  if (error === 'temporarily_unavailable' || error === 'server_error') return 'unavailable';
  return 'refused';
}

export type SignInResult =
  | { ok: true; session: Session; returnTo: string }
  | { ok: false; reason: 'state' }
  | { ok: false; reason: AuthorizationRefusal }
  | {
      ok: false;
      reason: 'exchange';
      /** Why: 'rejected' is the server refusing the code (its messages are listed). */
      kind: ApiFailureKind;
      messages: string[];
    };

const stringFields = ['access_token', 'token_type', 'login'] as const;

/** A user id as servers send it: a non-empty string, or a whole number (`42` -> `'42'`). */
function userIdFrom(value: unknown): string | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? String(value) : null;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * Only a complete session is stored: three non-empty strings and a user id, and a Bearer token
 * the app can send (`isUsableBearerToken`); unknown extra fields (refresh_token, expires_in, ...)
 * are ignored and never kept.
 */
export function sessionFrom(data: unknown): Session | null {
  if (!hasStrings(data, stringFields)) return null;
  if (stringFields.some((field) => data[field].trim() === '')) return null;
  if (!isUsableBearerToken(data.token_type, data.access_token)) return null;
  const userId = userIdFrom(data.userId);
  if (userId === null) return null;
  return {
    access_token: data.access_token,
    token_type: data.token_type,
    login: data.login,
    userId,
  };
}

function failure(error: ApiError): SignInResult {
  const kind = apiFailureKind(error);
  const detail = kind === 'rejected' ? errorDetailFrom(error.status, error.data) : null;
  return {
    ok: false,
    reason: 'exchange',
    kind,
    messages: detail?.kind === 'list' ? detail.items : [],
  };
}

async function exchange(code: string, codeVerifier: string): Promise<Session | ApiError> {
  let client: Awaited<ReturnType<typeof loadHttpClient>>;
  try {
    client = await loadHttpClient();
  } catch (error) {
    return { status: 'NETWORK', data: String(error) };
  }
  const body: CodeExchange = {
    code,
    redirect_uri: signInRedirectUri(),
    code_verifier: codeVerifier,
  };
  try {
    // The screen explains a failure itself (the error dialog is opt-in), and a 401 here must
    // not send the person back to the sign-on in a loop.
    const response = await client.http.post<unknown>('/app/auth/token', body, {
      signInRedirect: false,
    });
    return sessionFrom(response.data) ?? { status: 'BAD_RESPONSE', data: 'not a session' };
  } catch (error) {
    return client.toApiError(error);
  }
}

/**
 * RFC 9207 (mix-up defence): an answer that names its issuer must name ours. An answer from
 * another sign-on is not a sign-in this tab started with ours, so it is refused as one ('state').
 */
const fromOurIssuer = (iss: string | null) => iss === null || iss === env.ssoIssuer;

async function completeSignIn(
  code: string,
  state: string | null,
  iss: string | null,
): Promise<SignInResult> {
  // The one-time value is checked (and used up) before the code goes anywhere.
  const check = consumeSignInState(state);
  if (!check.ok || !fromOurIssuer(iss)) return { ok: false, reason: 'state' };
  const answer = await exchange(code, check.codeVerifier);
  if ('status' in answer) return failure(answer);
  return { ok: true, session: answer, returnTo: check.returnTo };
}

/**
 * One exchange per code, however often the screen's effect runs (React's StrictMode runs it
 * twice): a code works once, and the one-time value is used up by the first check.
 */
const inFlight = new Map<string, Promise<SignInResult>>();

export function completeSignInOnce(
  code: string,
  state: string | null,
  iss: string | null = null,
): Promise<SignInResult> {
  let pending = inFlight.get(code);
  if (!pending) {
    pending = completeSignIn(code, state, iss);
    inFlight.set(code, pending);
  }
  return pending;
}

/**
 * An error answer is checked like a code: the state must be this tab's pending sign-in, which it
 * uses up (RFC 6749 10.12), so neither it nor its PKCE verifier can serve a later answer. One
 * check per answer, however often the screen's effect runs.
 */
type Refusal = { ok: false; reason: 'state' | AuthorizationRefusal };

const refusals = new Map<string, Refusal>();

export function refuseSignInOnce(
  error: string,
  state: string | null,
  iss: string | null = null,
): Refusal {
  const key = `${error}\n${state ?? ''}\n${iss ?? ''}`;
  let result = refusals.get(key);
  if (!result) {
    result =
      consumeSignInState(state).ok && fromOurIssuer(iss)
        ? { ok: false, reason: authorizationRefusal(error) }
        : { ok: false, reason: 'state' };
    refusals.set(key, result);
  }
  return result;
}
