import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/shared/session/hooks';
import { Modal } from '@/shared/ui/modal';
import { guestForbiddenClosed, selectGuestForbiddenOpen } from './dialog-slice';

/** A 403 answer (spec section 8): the localized guest-forbidden text. */
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
    </Modal>
  );
}
