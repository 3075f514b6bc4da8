import { useTranslation } from 'react-i18next';
import { OfficeEmailLink, OfficePhoneLink } from '@/shared/ui/contact-links';

/** The Student Housing Office's e-mail and phone (config), for a dialog that says to contact it. */
export function OfficeContact() {
  const { t } = useTranslation('common');
  return (
    <p className="office-contact">
      {t('errorDialog.contact')} <OfficeEmailLink />
      {', '}
      {t('errorDialog.phone')} <OfficePhoneLink />
    </p>
  );
}
