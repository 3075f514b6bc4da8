import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';

export const notFoundClass = 'not-found';

export default function NotFoundScreen() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.title'));
  useEffect(() => {
    document.body.classList.add(notFoundClass);
    return () => document.body.classList.remove(notFoundClass);
  }, []);
  return (
    <section className="screen screen--not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <p>
        <Link to={paths.home}>{t('notFound.backHome')}</Link>
      </p>
    </section>
  );
}
