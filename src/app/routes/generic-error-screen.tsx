import type { FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/lib/use-document-title';

/** A screen's code (or its styles) could not be downloaded: a connection problem, not a bug. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Unable to preload CSS|Importing a module script failed|error loading dynamically/i.test(
    error.message,
  );
}

/** product.md §2: asks the person to note the error information and contact the office. */
export function GenericErrorScreen({ error, resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation('common');
  const notLoaded = isChunkLoadError(error);
  const title = notLoaded ? t('errorScreen.notLoadedTitle') : t('errorScreen.title');
  useDocumentTitle(title);
  const details = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (
    <section className="screen" aria-labelledby="error-screen-title">
      <h1 id="error-screen-title">{title}</h1>
      <div role="alert">
        {notLoaded ? (
          <p>{t('apiFailure.offline')}</p>
        ) : (
          <>
            <p>{t('errors.generic')}</p>
            <pre className="error-details">
              {details}
              {'\n'}
              {t('errorScreen.time')}: {new Date().toISOString()}
              {'\n'}
              {t('errorScreen.address')}: {window.location.hash || '#/'}
            </pre>
          </>
        )}
      </div>
      <button type="button" className="button button--secondary" onClick={resetErrorBoundary}>
        {t('actions.tryAgain')}
      </button>
    </section>
  );
}
