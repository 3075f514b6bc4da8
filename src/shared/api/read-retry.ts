import { busyRetryStarted } from './busy-retry';

/**
 * Application day: reads answered 429 or 503 ("busy") are asked again, at most `attempts` times
 * in all, after the server's `Retry-After` (seconds or an HTTP-date; plus up to a fifth of it) or,
 * without one, after an exponential backoff with jitter (so a crowd of tabs does not come back in
 * step); never sooner than that backoff. A server that asks for more than `maxWaitSeconds` is not
 * asked again early: the person sees "busy" at once. Writes are never repeated automatically (a
 * second application post is the person's choice).
 */
export const readRetry = { attempts: 3, maxWaitSeconds: 60, backoffMs: 1000 };

export const busyStatuses: ReadonlySet<number> = new Set([429, 503]);

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

/** The wait before asking again after a busy answer, or null when it must not be asked again. */
export function waitBeforeRetry(retryAfter: number | null, attempt: number): number | null {
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
 * Resolves true after `ms`, or false as soon as the request is aborted or nobody shows its result
 * any more (`stillWanted` is asked every second, and once more when the wait is over).
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

/**
 * One try's outcome: `busy` (a 429/503 that may be asked again, with its Retry-After in ms or
 * null) or `final` (anything else, including a busy answer on the last try).
 */
export type Answer<T> =
  { kind: 'busy'; retryAfter: number | null; value: T } | { kind: 'final'; value: T };

export type RetryOptions = {
  /** false: one try only (a write, a download). */
  repeatable: boolean;
  /** Aborts the wait (RTK Query's signal). */
  signal: AbortSignal;
  /** Whether a screen still shows the result: false ends the wait (an unmounted screen). */
  stillWanted: () => boolean;
};

/**
 * Asks (`ask(mayRetry)`, where `mayRetry` says whether a busy answer can still be asked again)
 * until the answer is final, the wait would be over the cap, or nobody wants it any more. Returns
 * the last answer's value; `overCap` when a busy answer was given up on before the last try
 * because the server asked for too long a wait.
 */
export async function askWhileBusy<T>(
  ask: (mayRetry: boolean) => Promise<Answer<T>>,
  { repeatable, signal, stillWanted }: RetryOptions,
): Promise<{ value: T; overCap: boolean }> {
  for (let attempt = 1; ; attempt += 1) {
    const mayRetry = repeatable && attempt < readRetry.attempts;
    const answer = await ask(mayRetry);
    if (answer.kind === 'final' || !mayRetry) return { value: answer.value, overCap: false };
    const wait = waitBeforeRetry(answer.retryAfter, attempt);
    if (wait === null) return { value: answer.value, overCap: true };
    const waitEnded = busyRetryStarted(wait);
    const goOn = await waitUnlessCancelled(wait, signal, stillWanted);
    waitEnded();
    if (!goOn) return { value: answer.value, overCap: false };
  }
}
