import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { appAddress } from '@/shared/lib/app-address';
import { formatDateTime } from '@/shared/lib/format';
import { retryableLazy } from '@/shared/lib/retryable-lazy';
import { Button } from '@/shared/ui/button';
import { CalendarButton } from '@/shared/ui/download-button';
import { LoadingState } from '@/shared/ui/loading-state';
import { Modal } from '@/shared/ui/modal';

/** "Add to calendar" for the declared arrival: half an hour at that time, in Warsaw time. */
export function ArrivalCalendarButton({ declared }: { declared: string }) {
  const { t, i18n } = useTranslation('panel');
  return (
    <CalendarButton
      label={t('arrival.calendar.label', { value: formatDateTime(declared, i18n.language) })}
      fileName={t('arrival.calendar.file')}
      events={() => [
        {
          // One declared arrival per resident: a second download moves the same event.
          id: 'arrival',
          at: declared,
          minutes: 30,
          summary: t('arrival.calendar.summary'),
          description: t('arrival.calendar.description'),
          url: appAddress(paths.panel),
          remindBefore: 24 * 60,
        },
      ]}
    />
  );
}

// The form (react-hook-form, yup) is not needed to show the to-do list: it loads when the person
// points at or focuses a button that opens it, so the panel paints sooner on a slow connection.
const loadArrivalForm = () => import('./arrival-form');
const ArrivalForm = retryableLazy(loadArrivalForm);

/**
 * "Declare" or "Change" (named in full, "Declare arrival time", for those who hear it): opens the
 * dialog, starting its code early. Short, so it sits beside its line on a phone.
 */
export function ArrivalButton({ declared, onOpen }: { declared: boolean; onOpen: () => void }) {
  const { t } = useTranslation('panel');
  return (
    <Button
      variant="secondary"
      aria-label={declared ? t('arrival.change') : t('arrival.declare')}
      onPointerEnter={() => void loadArrivalForm()}
      onFocus={() => void loadArrivalForm()}
      onClick={onOpen}
    >
      {declared ? t('toDo.changeShort') : t('toDo.declareShort')}
    </Button>
  );
}

/**
 * The dialog that declares the arrival time. Declaring does not depend on reading: opened while
 * the time is still loading it waits for it (to prefill the form), opened after a failed read it
 * offers the empty form.
 */
export function ArrivalDialog({
  open,
  loading,
  declared,
  onClose,
  onSaved,
}: {
  open: boolean;
  loading: boolean;
  declared: string | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('panel');
  return (
    <Modal
      open={open}
      title={t('arrival.modalTitle')}
      onClose={onClose}
      closeLabel={t('arrival.cancel')}
    >
      {open && loading ? (
        <LoadingState label={t('arrival.loading')} />
      ) : open ? (
        <Suspense fallback={<LoadingState />}>
          <ArrivalForm initial={declared} onSaved={onSaved} />
        </Suspense>
      ) : null}
    </Modal>
  );
}
