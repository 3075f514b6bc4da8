import { isAxiosError } from 'axios';
import { loadHttpClient } from '@/shared/api/base-api';
import type { components } from '@/shared/api/schema';
import { errorDetailFrom } from '@/shared/dialogs/error-detail';
import { consumeSignInState, signInRedirectUri } from '@/shared/session/sign-in';

export type SignInSession = components['schemas']['SignInSession'];
type CodeExchange = components['schemas']['SignInCodeExchange'];

export type SignInResult =
  | { ok: true; session: SignInSession; returnTo: string }
  | { ok: false; reason: 'state' }
  | { ok: false; reason: 'exchange'; messages: string[] };

async function exchange(code: string): Promise<SignInSession> {
  const { http } = await loadHttpClient();
  const body: CodeExchange = { code, redirect_uri: signInRedirectUri() };
  // The screen explains a failure itself, so the global error dialog stays closed.
  const response = await http.post<SignInSession>('/app/auth/token', body, { errorDialog: false });
  return response.data;
}

function failureMessages(error: unknown): string[] {
  if (!isAxiosError(error) || !error.response) return [];
  const detail = errorDetailFrom(error.response.status, error.response.data);
  if (detail.kind === 'list') return detail.items;
  return [];
}

async function completeSignIn(code: string, state: string | null): Promise<SignInResult> {
  // The one-time value is checked (and used up) before the code goes anywhere.
  const check = consumeSignInState(state);
  if (!check.ok) return { ok: false, reason: 'state' };
  try {
    const session = await exchange(code);
    return { ok: true, session, returnTo: check.returnTo };
  } catch (error) {
    return { ok: false, reason: 'exchange', messages: failureMessages(error) };
  }
}

/**
 * One exchange per code, however often the screen's effect runs (React's StrictMode runs it
 * twice): a code works once, and the one-time value is used up by the first check.
 */
const inFlight = new Map<string, Promise<SignInResult>>();

export function completeSignInOnce(code: string, state: string | null): Promise<SignInResult> {
  let pending = inFlight.get(code);
  if (!pending) {
    pending = completeSignIn(code, state);
    inFlight.set(code, pending);
  }
  return pending;
}
