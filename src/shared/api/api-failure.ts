import { isApiError } from '@/shared/errors/api-error';

export { isApiError };

/**
 * What a person is told about a failed request, whatever the screen: no answer at all, no answer
 * in time, a busy server (429/503, application day), a server failure, an answer that could not
 * be read, or a refusal the screen has no message of its own for. Raw codes ("NETWORK", "500")
 * are never shown.
 */
export type ApiFailureKind = 'offline' | 'timeout' | 'busy' | 'server' | 'badResponse' | 'rejected';

export function apiFailureKind(error: unknown): ApiFailureKind {
  if (!isApiError(error)) return 'badResponse';
  const { status } = error;
  if (status === 'NETWORK') return 'offline';
  if (status === 'TIMEOUT') return 'timeout';
  if (status === 'BAD_RESPONSE') return 'badResponse';
  if (status === 429 || status === 503) return 'busy';
  if (typeof status === 'number' && status >= 500) return 'server';
  return 'rejected';
}

/** The sentence for a failure, a key of the `common` namespace (loaded with the shell). */
export function apiFailureMessageKey(error: unknown): `common:apiFailure.${ApiFailureKind}` {
  return `common:apiFailure.${apiFailureKind(error)}`;
}

/** The HTTP status of a failure, or null when no answer (or no readable one) arrived. */
export function httpStatusOf(error: unknown): number | null {
  return isApiError(error) && typeof error.status === 'number' ? error.status : null;
}
