/**
 * What stops a sign-on loop (a server that answers 401 to a freshly issued token would otherwise
 * send the person to the sign-on and back forever). Kept in sessionStorage because it must
 * survive the redirect to the sign-on and back; in memory when storage is blocked (then only
 * the one-minute rule can hold across a redirect, because memory does not survive it).
 *
 * - `signedInAt`: when the last sign-in completed on /login;
 * - `automaticAt`: when a 401 last sent the person to the sign-on on its own; cleared by the
 *   first account request the server accepts afterwards (the round trip worked).
 */
export const signOnRoundTripKey = 'dormitory:sign-on-round-trip';

/** A 401 this soon after a completed sign-in does not start another one. */
export const freshSignInMs = 60_000;

type RoundTrip = { signedInAt: number | null; automaticAt: number | null };

const empty: RoundTrip = { signedInAt: null, automaticAt: null };

let memory: RoundTrip = empty;

const timeOrNull = (value: unknown) => (typeof value === 'number' && value >= 0 ? value : null);

function read(): RoundTrip {
  try {
    const raw = window.sessionStorage.getItem(signOnRoundTripKey);
    if (!raw) return empty;
    const parsed = JSON.parse(raw) as Partial<Record<keyof RoundTrip, unknown>> | null;
    return {
      signedInAt: timeOrNull(parsed?.signedInAt),
      automaticAt: timeOrNull(parsed?.automaticAt),
    };
  } catch {
    return memory;
  }
}

function write(next: RoundTrip): void {
  memory = next;
  try {
    if (next.signedInAt === null && next.automaticAt === null)
      window.sessionStorage.removeItem(signOnRoundTripKey);
    else window.sessionStorage.setItem(signOnRoundTripKey, JSON.stringify(next));
  } catch {
    // Blocked storage: the memory copy is all there is.
  }
}

/** Why a 401 must not send the person to the sign-on on its own, or null when it may. */
export type SignOnRefusal = 'freshSignIn' | 'repeated';

export function automaticSignOnRefusal(now: number = Date.now()): SignOnRefusal | null {
  const { signedInAt, automaticAt } = read();
  if (signedInAt !== null && now >= signedInAt && now - signedInAt < freshSignInMs)
    return 'freshSignIn';
  if (automaticAt !== null) return 'repeated';
  return null;
}

/** /login stored a new session. */
export function noteSignInCompleted(now: number = Date.now()): void {
  write({ ...read(), signedInAt: now });
}

/** A 401 is about to send the person to the sign-on without being asked. */
export function noteAutomaticSignOn(now: number = Date.now()): void {
  write({ ...read(), automaticAt: now });
}

/** The server accepted an account request: the last automatic round trip worked. */
export function noteAccountAccepted(): void {
  const current = read();
  if (current.automaticAt !== null) write({ ...current, automaticAt: null });
}

/** Sign-out, and tests: the next person starts with no history. */
export function forgetSignOnRoundTrips(): void {
  write(empty);
}
