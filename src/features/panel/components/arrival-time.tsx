import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { appAddress } from '@/shared/lib/app-address';
import { formatDateTime } from '@/shared/lib/format';
import { retryableLazy } from '@/shared/lib/retryable-lazy';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { CalendarButton } from '@/shared/ui/download-button';
import { LoadingState } from '@/shared/ui/loading-state';
import { Modal } from '@/shared/ui/modal';
import { QueryErrorAlert } from '@/shared/ui/query-state';
import { useGetArrivalTimeQuery } from '../api';

/** "Add to calendar" for the declared arrival: half an hour at that time, in Warsaw time. */
function ArrivalCalendarButton({ declared }: { declared: string }) {
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

// The form (react-hook-form, yup) is not needed to show the notice: it loads when the person
// points at or focuses the button, so the panel paints sooner on a slow connection.
const loadArrivalForm = () => import('./arrival-form');
const ArrivalForm = retryableLazy(loadArrivalForm);

/** The notice with the declared arrival time (or its absence) and the modal that sets it. */
export function ArrivalTimeNotice() {
  const { t, i18n } = useTranslation('panel');
  const query = useGetArrivalTimeQuery();
  const { data, error } = query;
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<'success' | null>(null);

  // What the notice is for, in every state: it needs no answer, so index.html carries it in the
  // panel's prerendered frame (src/start-up/prerender.tsx) and it is readable before any code runs.
  const intro = <p className="arrival__intro">{t('arrival.intro')}</p>;
  const declared = data?.arrivalTime ?? null;
  const loading = data === undefined && error === undefined;
  // Declaring does not depend on reading: a failed read still lets the person set the time. The
  // button is there while the time loads too, so the line keeps its shape (and the tabs below
  // their place) when the answer comes; pressed then, the dialog waits for the answer.
  const declareButton = (
    <Button
      variant="secondary"
      onPointerEnter={() => void loadArrivalForm()}
      onFocus={() => void loadArrivalForm()}
      onClick={() => {
        setResult(null);
        setOpen(true);
      }}
    >
      {declared ? t('arrival.change') : t('arrival.declare')}
    </Button>
  );
  return (
    <div className="arrival">
      {intro}
      {data === undefined && !loading ? (
        <QueryErrorAlert
          queries={[query]}
          what={t('arrival.what')}
          actions={declareButton}
          className="arrival__notice"
        />
      ) : (
        // One line with its button (two rows on a phone), so the tabs stay on the first screen.
        <Alert
          tone={declared || loading ? 'info' : 'warning'}
          live={false}
          className="arrival__notice arrival__line"
        >
          <p>
            {loading
              ? t('arrival.loading')
              : declared
                ? t('arrival.declared', { value: formatDateTime(declared, i18n.language) })
                : t('arrival.missing')}
          </p>
          {declared ? (
            <span className="arrival__actions">
              {declareButton}
              <ArrivalCalendarButton declared={declared} />
            </span>
          ) : (
            declareButton
          )}
        </Alert>
      )}
      <div role="status" className="arrival__result">
        {result === 'success' ? (
          <Alert tone="success" live={false}>
            {t('arrival.success')}
          </Alert>
        ) : null}
      </div>
      <Modal
        open={open}
        title={t('arrival.modalTitle')}
        onClose={() => setOpen(false)}
        closeLabel={t('arrival.cancel')}
      >
        {open && loading ? (
          <LoadingState label={t('arrival.loading')} />
        ) : open ? (
          <Suspense fallback={<LoadingState />}>
            <ArrivalForm
              initial={declared}
              onSaved={() => {
                setOpen(false);
                setResult('success');
              }}
            />
          </Suspense>
        ) : null}
      </Modal>
    </div>
  );
}
