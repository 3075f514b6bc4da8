import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useAppSelector } from '@/shared/store/hooks';
import { selectDelivered } from '../registration-slice';
import { ConfirmationView } from './confirmation-view';
import './application.css';

/**
 * The confirmation's own address: after a reload or Back it shows the application sent in this
 * tab's session; without one (another tab, a new session, a signed-out tab) it says so.
 */
export default function ApplicationSentScreen() {
  const delivered = useAppSelector(selectDelivered);
  return delivered ? <ConfirmationView confirmation={delivered} /> : <NothingSent />;
}

function NothingSent() {
  const { t } = useTranslation('application');
  useDocumentTitle(t('sent.noneTitle'));
  return (
    <section className="screen application" aria-labelledby="screen-title">
      <h1 id="screen-title">{t('sent.noneTitle')}</h1>
      <p>{t('sent.none')}</p>
      <p>
        <Link to={paths.register}>{t('sent.apply')}</Link>
      </p>
    </section>
  );
}
