import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert';
import { Button } from './button';
import { LoadingState } from './loading-state';

type QueryLike = { isLoading: boolean; isError: boolean; refetch: () => unknown };

function retryFailed(queries: readonly QueryLike[]) {
  for (const query of queries) if (query.isError) void query.refetch();
}

/** "X could not be loaded." with a button that asks again for whatever failed. */
export function QueryErrorAlert({
  queries,
  what,
}: {
  queries: readonly QueryLike[];
  what: string;
}) {
  const { t } = useTranslation('common');
  if (!queries.some((query) => query.isError)) return null;
  return (
    <Alert tone="error" title={t('queryState.error', { what: capitalise(what) })}>
      <Button variant="secondary" onClick={() => retryFailed(queries)}>
        {t('actions.tryAgain')}
      </Button>
    </Alert>
  );
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
  if (queries.some((query) => query.isLoading))
    return <LoadingState label={t('queryState.loading', { what })} />;
  if (queries.some((query) => query.isError))
    return <QueryErrorAlert queries={queries} what={what} />;
  return <>{children()}</>;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
