import type { FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/lib/use-document-title';

/** Spec section 2: asks the person to note the error information and contact the office. */
export function GenericErrorScreen({ error, resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation('common');
  useDocumentTitle(t('errorScreen.title'));
  const details = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (
    <section className="screen" aria-labelledby="error-screen-title">
      <h1 id="error-screen-title">{t('errorScreen.title')}</h1>
      <div role="alert">
        <p>{t('errors.generic')}</p>
        <pre className="error-details">
          {details}
          {'\n'}
          {t('errorScreen.time')}: {new Date().toISOString()}
          {'\n'}
          {t('errorScreen.address')}: {window.location.hash || '#/'}
        </pre>
      </div>
      <button type="button" className="button button--secondary" onClick={resetErrorBoundary}>
        {t('actions.tryAgain')}
      </button>
    </section>
  );
}
