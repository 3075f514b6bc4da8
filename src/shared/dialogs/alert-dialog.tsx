import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useAppDispatch } from '@/shared/store/hooks';
import { Modal } from '@/shared/ui/modal';

type AlertDialogProps = {
  open: boolean;
  title: string;
  /** The dialog slice's action that closes it: Close, Escape and an action button dispatch it. */
  close: () => UnknownAction;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One of the app's messages (dialog-slice): an alert dialog with the common Close. */
export function AlertDialog({ close, ...props }: AlertDialogProps) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  return (
    <Modal
      role="alertdialog"
      closeLabel={t('actions.close')}
      onClose={() => dispatch(close())}
      {...props}
    />
  );
}
