import { useTranslation } from 'react-i18next';
import { env } from '@/shared/config/env';

/** The Student Housing Office's e-mail and phone (config), for a dialog that says to contact it. */
export function OfficeContact() {
  const { t } = useTranslation('common');
  return (
    <p className="office-contact">
      {t('errorDialog.contact')} <a href={`mailto:${env.contactEmail}`}>{env.contactEmail}</a>
      {', '}
      {t('errorDialog.phone')}{' '}
      <a href={`tel:${env.contactPhone.replace(/\s+/g, '')}`}>{env.contactPhone}</a>
    </p>
  );
}
