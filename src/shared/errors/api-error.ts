/**
 * The vocabulary of a failed request, below both the HTTP layer (shared/api) that makes it and
 * the dialogs and panels (shared/dialogs, shared/ui) that show it, so neither imports the other
 * to speak of it.
 */

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

/** An RTK Query result's `error` is ours (ApiError), or a SerializedError if something threw. */
export function isApiError(error: unknown): error is ApiError {
  if (!error || typeof error !== 'object' || !('status' in error)) return false;
  const { status } = error;
  return typeof status === 'number' || typeof status === 'string';
}
