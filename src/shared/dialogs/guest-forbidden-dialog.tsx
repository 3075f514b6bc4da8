import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/shared/session/hooks';
import { Modal } from '@/shared/ui/modal';
import { guestForbiddenClosed, selectGuestForbiddenOpen } from './dialog-slice';
import { OfficeContact } from './office-contact';

/**
 * A 403 answer to a guest call (product.md §8): the localized guest-forbidden text, which says
 * what happened (the office withdrew the access) and whom to ask, never to check the data.
 */
export function GuestForbiddenDialog() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectGuestForbiddenOpen);
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={t('guestForbidden.title')}
      closeLabel={t('actions.close')}
      onClose={() => dispatch(guestForbiddenClosed())}
    >
      <p>{t('guestForbidden.body')}</p>
      <OfficeContact />
    </Modal>
  );
}
