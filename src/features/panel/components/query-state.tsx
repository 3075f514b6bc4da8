import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { LoadingState } from '@/shared/ui/loading-state';

type QueryLike = { isLoading: boolean; isError: boolean; refetch: () => unknown };

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
  const { t } = useTranslation('panel');
  if (queries.some((query) => query.isLoading))
    return <LoadingState label={t('state.loading', { what })} />;
  if (queries.some((query) => query.isError)) {
    return (
      <Alert tone="error" title={t('state.error', { what: capitalise(what) })}>
        <Button
          variant="secondary"
          onClick={() => {
            for (const query of queries) if (query.isError) void query.refetch();
          }}
        >
          {t('state.retry')}
        </Button>
      </Alert>
    );
  }
  return <>{children()}</>;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** An empty list says so in words instead of showing an empty table. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="panel-empty">{children}</p>;
}
