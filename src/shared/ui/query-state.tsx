import { useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert';
import { Button } from './button';
import { LoadingState } from './loading-state';
import { FailureReason } from './server-messages';

type QueryLike = {
  isLoading: boolean;
  isError: boolean;
  isFetching?: boolean;
  error?: unknown;
  refetch: () => unknown;
};

type Failure = { error: unknown; busy: boolean };

/**
 * The failure to show for some queries, and a retry that asks again for whatever failed. While a
 * retry is under way the failure stays shown (busy), so the alert and its focused button are not
 * swapped for a spinner: keyboard and screen-reader users keep their place.
 */
function useFailureWithRetry(queries: readonly QueryLike[]) {
  const [retrying, setRetrying] = useState<{ error: unknown } | null>(null);
  const fetching = queries.some((query) => query.isFetching ?? query.isLoading);
  const failed = queries.find((query) => query.isError);
  // The retry is over once nothing is fetching and the old failure is gone (loaded, or a new
  // failure in its place); a fast answer may arrive before any render shows it fetching.
  const settled = !fetching && (!failed || failed.error !== retrying?.error);
  if (retrying && settled) setRetrying(null);
  const failure: Failure | null =
    retrying && !settled
      ? { error: retrying.error, busy: true }
      : failed
        ? { error: failed.error, busy: false }
        : null;
  const retry = () => {
    setRetrying({ error: failed?.error });
    for (const query of queries) if (query.isError) void query.refetch();
  };
  return { failure, retry };
}

/**
 * "X could not be loaded.", what happened in words (offline, time-out, server...), what the
 * server said about it (product.md §8), Try again.
 */
function FailureAlert({
  what,
  failure,
  onRetry,
}: {
  what: string;
  failure: Failure;
  onRetry: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Alert tone="error" title={t('queryState.error', { what, What: capitalise(what) })}>
      <FailureReason error={failure.error} />
      <Button variant="secondary" busy={failure.busy} onClick={onRetry}>
        {t('actions.tryAgain')}
      </Button>
    </Alert>
  );
}

/** The failure alert alone, for queries whose loaded state the caller renders itself. */
export function QueryErrorAlert({
  queries,
  what,
}: {
  queries: readonly QueryLike[];
  what: string;
}) {
  const { failure, retry } = useFailureWithRetry(queries);
  return failure ? <FailureAlert what={what} failure={failure} onRetry={retry} /> : null;
}

/**
 * Loading, error (with retry) and loaded states of one or more RTK Query results, named by
 * `what` ("fees", "documents") so each message says what is missing.
 */
export function QueryState({
  queries,
  what,
  children,
}: {
  queries: readonly QueryLike[];
  what: string;
  children: () => ReactNode;
}) {
  const { t } = useTranslation('common');
  const { failure, retry } = useFailureWithRetry(queries);
  const loading = queries.some((query) => query.isLoading);
  // An answer arrives as a store update, which React renders at once, in one task; a whole tab
  // of rows then blocked a phone's main thread for a few hundred milliseconds. The loaded content
  // renders in a deferred pass instead (in slices, yielding to input), the loading state staying
  // on screen until it is ready. Content already loaded at mount renders at once.
  const stillShowingLoading = useDeferredValue(loading);
  if (failure) return <FailureAlert what={what} failure={failure} onRetry={retry} />;
  if (loading || stillShowingLoading)
    return <LoadingState label={t('queryState.loading', { what })} />;
  return <>{children()}</>;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
