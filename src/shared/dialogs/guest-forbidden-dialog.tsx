import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/shared/store/hooks';
import { AlertDialog } from './alert-dialog';
import { guestForbiddenClosed, selectGuestForbiddenOpen } from '@/shared/api/dialog-slice';
import { OfficeContact } from './office-contact';

/**
 * A 403 answer to a guest call (product.md §8): the localized guest-forbidden text, which says
 * what happened (the office withdrew the access) and whom to ask, never to check the data.
 */
export function GuestForbiddenDialog() {
  const { t } = useTranslation('common');
  const open = useAppSelector(selectGuestForbiddenOpen);
  return (
    <AlertDialog open={open} title={t('guestForbidden.title')} close={guestForbiddenClosed}>
      <p>{t('guestForbidden.body')}</p>
      <OfficeContact />
    </AlertDialog>
  );
}
