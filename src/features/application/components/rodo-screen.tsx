import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/lib/use-document-title';

export default function RodoScreen() {
  const { t } = useTranslation('application');
  useDocumentTitle(t('rodo.title'));
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">{t('rodo.title')}</h1>
    </section>
  );
}
