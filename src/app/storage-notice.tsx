import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';

/**
 * Shown for the whole visit when the browser blocks storage (a setting, or the page in a
 * third-party frame): the app works, but the session lives in this page's memory only.
 */
export function StorageNotice() {
  const { t } = useTranslation('common');
  return (
    <aside className="storage-notice" aria-label={t('storageNotice.title')}>
      <Alert tone="warning" title={t('storageNotice.title')}>
        <p>{t('storageNotice.body')}</p>
      </Alert>
    </aside>
  );
}
