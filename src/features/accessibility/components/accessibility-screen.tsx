import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/lib/use-document-title';

export default function AccessibilityScreen() {
  const { t } = useTranslation('accessibility');
  useDocumentTitle(t('title'));
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">{t('title')}</h1>
    </section>
  );
}
