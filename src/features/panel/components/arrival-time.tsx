import { yupResolver } from '@hookform/resolvers/yup';
import { format } from 'date-fns';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/format';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { collectErrors } from '@/shared/ui/form/collect-errors';
import { ErrorSummary } from '@/shared/ui/form/error-summary';
import { TextField } from '@/shared/ui/form/text-field';
import { LoadingState } from '@/shared/ui/loading-state';
import { Modal } from '@/shared/ui/modal';
import { useGetArrivalTimeQuery, usePutArrivalTimeMutation } from '../api';
import { arrivalSchema, dateFormatOf, parseArrival, type ArrivalValues } from '../arrival-schema';

/** The notice with the declared arrival time (or its absence) and the modal that sets it. */
export function ArrivalTimeNotice() {
  const { t, i18n } = useTranslation('panel');
  const { data, isLoading, isError } = useGetArrivalTimeQuery();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<'success' | null>(null);

  // The notice's place is kept while it loads, so the tabs below do not jump when it arrives.
  if (isLoading)
    return (
      <div className="arrival arrival--loading">
        <LoadingState label={t('arrival.loading')} />
      </div>
    );
  const declared = data?.arrivalTime ?? null;
  return (
    <div className="arrival">
      {isError ? (
        <Alert tone="warning" live={false}>
          {t('arrival.loadError')}
        </Alert>
      ) : (
        <Alert tone={declared ? 'info' : 'warning'} live={false} className="arrival__notice">
          <p>
            {declared
              ? t('arrival.declared', { value: formatDateTime(declared, i18n.language) })
              : t('arrival.missing')}
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              setResult(null);
              setOpen(true);
            }}
          >
            {declared ? t('arrival.change') : t('arrival.declare')}
          </Button>
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
          <ArrivalForm
            initial={declared}
            onSaved={() => {
              setOpen(false);
              setResult('success');
            }}
          />
        ) : null}
      </Modal>
    </div>
  );
}

const fieldOrder = ['date', 'time'] as const;

function ArrivalForm({ initial, onSaved }: { initial: string | null; onSaved: () => void }) {
  const { t, i18n } = useTranslation('panel');
  const language = i18n.language;
  const dateFormat = dateFormatOf(language);
  const schema = useMemo(() => arrivalSchema(language), [language]);
  const initialDate = initial ? new Date(initial) : null;
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<ArrivalValues>({
    resolver: yupResolver(schema),
    defaultValues: {
      date: initialDate ? format(initialDate, dateFormat.pattern) : '',
      time: initialDate ? format(initialDate, 'HH:mm') : '',
    },
  });
  const [putArrival, { isLoading }] = usePutArrivalTimeMutation();
  const [failed, setFailed] = useState(false);
  const message = (key?: string) => (key ? t(key, { format: dateFormat.label }) : undefined);
  const summary = collectErrors(
    errors,
    (key) => t(key, { format: dateFormat.label }),
    (path) => `arrival-${path}`,
    fieldOrder,
  );

  const onSubmit = handleSubmit(async (values) => {
    const moment = parseArrival(values.date, values.time, language);
    if (!moment) return;
    setFailed(false);
    const response = await putArrival({ arrivalTime: moment.toISOString() });
    if ('error' in response) setFailed(true);
    else onSaved();
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <ErrorSummary errors={summary} submitCount={submitCount} />
      {failed ? <Alert tone="error">{t('arrival.failure')}</Alert> : null}
      <p>{t('arrival.intro')}</p>
      <TextField
        id="arrival-date"
        label={t('arrival.date')}
        hint={t('arrival.dateHint', {
          example: format(new Date(2026, 9, 1), dateFormat.pattern),
          format: dateFormat.label,
        })}
        inputMode="numeric"
        autoComplete="off"
        error={message(errors.date?.message)}
        {...register('date')}
      />
      <TextField
        id="arrival-time"
        label={t('arrival.time')}
        hint={t('arrival.timeHint')}
        inputMode="numeric"
        autoComplete="off"
        error={message(errors.time?.message)}
        {...register('time')}
      />
      <div className="button-row">
        <Button type="submit" busy={isLoading}>
          {t('arrival.save')}
        </Button>
      </div>
    </form>
  );
}
