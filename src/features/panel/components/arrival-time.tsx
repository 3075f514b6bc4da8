import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/format';
import { retryableLazy } from '@/shared/lib/retryable-lazy';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { LoadingState } from '@/shared/ui/loading-state';
import { Modal } from '@/shared/ui/modal';
import { FailureReason } from '@/shared/ui/server-messages';
import { useGetArrivalTimeQuery } from '../api';

// The form (react-hook-form, yup) is not needed to show the notice: it loads when the person
// points at or focuses the button, so the panel paints sooner on a slow connection.
const loadArrivalForm = () => import('./arrival-form');
const ArrivalForm = retryableLazy(loadArrivalForm);

/** The notice with the declared arrival time (or its absence) and the modal that sets it. */
export function ArrivalTimeNotice() {
  const { t, i18n } = useTranslation('panel');
  const { data, error, isFetching, refetch } = useGetArrivalTimeQuery();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<'success' | null>(null);

  // What the notice is for, in every state: it needs no answer, so index.html carries it in the
  // panel's prerendered frame (src/app/prerender.tsx) and it is readable before any code runs.
  const intro = <p className="arrival__intro">{t('arrival.intro')}</p>;
  // The notice's place is kept while it loads, so the tabs below do not jump when it arrives.
  // A retry after a failure keeps the failure (and focus on its button) until the answer comes.
  if (data === undefined && error === undefined)
    return (
      <div className="arrival">
        {intro}
        <div className="arrival__loading">
          <LoadingState label={t('arrival.loading')} />
        </div>
      </div>
    );
  const declared = data?.arrivalTime ?? null;
  // Declaring does not depend on reading: a failed read still lets the person set the time.
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
      {data === undefined ? (
        <Alert tone="error" title={t('arrival.loadError')} className="arrival__notice">
          <FailureReason error={error} />
          <div className="button-row">
            <Button busy={isFetching} onClick={() => void refetch()}>
              {t('common:actions.tryAgain')}
            </Button>
            {declareButton}
          </div>
        </Alert>
      ) : (
        <Alert tone={declared ? 'info' : 'warning'} live={false} className="arrival__notice">
          <p>
            {declared
              ? t('arrival.declared', { value: formatDateTime(declared, i18n.language) })
              : t('arrival.missing')}
          </p>
          {declareButton}
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
        {open ? (
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
