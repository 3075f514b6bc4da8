import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/lib/use-document-title';

export default function RegisterScreen() {
  const { t } = useTranslation('application');
  useDocumentTitle(t('register.title'));
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">{t('register.title')}</h1>
    </section>
  );
}
