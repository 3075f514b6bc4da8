import { yupResolver } from '@hookform/resolvers/yup';
import { format } from 'date-fns';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { collectErrors } from '@/shared/ui/form/collect-errors';
import { ErrorSummary } from '@/shared/ui/form/error-summary';
import { TextField } from '@/shared/ui/form/text-field';
import { FailureReason } from '@/shared/ui/server-messages';
import { usePutArrivalTimeMutation } from '../api';
import { arrivalSchema, dateFormatOf, parseArrival, type ArrivalValues } from '../arrival-schema';

const fieldOrder = ['date', 'time'] as const;

export default function ArrivalForm({
  initial,
  onSaved,
}: {
  initial: string | null;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation('panel');
  const language = i18n.language;
  const dateFormat = dateFormatOf(language);
  const schema = useMemo(() => arrivalSchema(language), [language]);
  const initialDate = initial ? new Date(initial) : null;
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, submitCount },
  } = useForm<ArrivalValues>({
    resolver: yupResolver(schema),
    defaultValues: {
      date: initialDate ? format(initialDate, dateFormat.pattern) : '',
      time: initialDate ? format(initialDate, 'HH:mm') : '',
    },
  });
  // The dialog opened (and placed focus) before this form's code arrived: start at the date.
  useEffect(() => setFocus('date'), [setFocus]);
  const [putArrival, { isLoading }] = usePutArrivalTimeMutation();
  // The failure as it came (status and the server's words), worded at render.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
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
    setFailure(null);
    const response = await putArrival({ arrivalTime: moment.toISOString() });
    if ('error' in response) setFailure({ error: response.error });
    else onSaved();
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <ErrorSummary errors={summary} submitCount={submitCount} />
      {failure ? (
        <Alert tone="error" title={t('arrival.failure')}>
          <FailureReason error={failure.error} />
        </Alert>
      ) : null}
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
