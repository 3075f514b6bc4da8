import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/lib/use-document-title';

export default function PlaceRequestScreen() {
  const { t } = useTranslation('application');
  useDocumentTitle(t('placeRequest.title'));
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">{t('placeRequest.title')}</h1>
    </section>
  );
}
