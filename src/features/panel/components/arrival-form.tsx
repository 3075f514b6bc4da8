import { yupResolver } from '@hookform/resolvers/yup';
import { format } from 'date-fns';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { ErrorSummary } from '@/shared/ui/form/error-summary';
import { placeServerFailure } from '@/shared/ui/form/server-errors';
import { TextField } from '@/shared/ui/form/text-field';
import { useFormField } from '@/shared/ui/form/use-form-field';
import { useKitForm } from '@/shared/ui/form/use-kit-form';
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
  const { i18n } = useTranslation('panel');
  const language = i18n.language;
  const schema = useMemo(() => arrivalSchema(language), [language]);
  const initialDate = initial ? new Date(initial) : null;
  const pattern = dateFormatOf(language).pattern;
  const form = useKitForm<ArrivalValues>({
    resolver: yupResolver(schema),
    defaultValues: {
      date: initialDate ? format(initialDate, pattern) : '',
      time: initialDate ? format(initialDate, 'HH:mm') : '',
    },
  });
  return (
    <FormProvider {...form}>
      <ArrivalFields onSaved={onSaved} />
    </FormProvider>
  );
}

function ArrivalFields({ onSaved }: { onSaved: () => void }) {
  const { t, i18n } = useTranslation('panel');
  const language = i18n.language;
  const dateFormat = dateFormatOf(language);
  // The format named in the messages is the one of the language shown, also for an error made
  // before a language switch.
  const example = format(new Date(2026, 9, 1), dateFormat.pattern);
  const params = useMemo(
    () => ({ format: dateFormat.label, example }),
    [dateFormat.label, example],
  );
  const { field, summary } = useFormField<ArrivalValues>({ idPrefix: 'arrival', params });
  const {
    handleSubmit,
    setFocus,
    setError,
    formState: { submitCount },
  } = useFormContext<ArrivalValues>();
  // The dialog opened (and placed focus) before this form's code arrived: start at the date.
  useEffect(() => setFocus('date'), [setFocus]);
  const [putArrival, { isLoading }] = usePutArrivalTimeMutation();
  // The failure as it came (status and the server's words), worded at render.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    const moment = parseArrival(values.date, values.time, language);
    if (!moment) return;
    setFailure(null);
    const response = await putArrival({ arrivalTime: moment.toISOString() });
    if ('error' in response) setFailure(placeServerFailure(response.error, fieldOrder, setError));
    else onSaved();
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <ErrorSummary errors={summary(fieldOrder)} submitCount={submitCount} />
      {failure ? (
        <Alert tone="error" title={t('arrival.failure')}>
          <FailureReason error={failure.error} />
        </Alert>
      ) : null}
      <TextField
        label={t('arrival.date')}
        hint={t('arrival.dateHint', { example, format: dateFormat.label })}
        // Digits with a separator on a phone: "." or "," is read as the format's own
        // (arrival-schema.ts says why not "numeric", which has none, nor the letter keyboard).
        inputMode="decimal"
        autoComplete="off"
        {...field('date')}
      />
      <TextField
        label={t('arrival.time')}
        hint={t('arrival.timeHint')}
        inputMode="decimal"
        autoComplete="off"
        {...field('time')}
      />
      <div className="button-row">
        <Button type="submit" busy={isLoading}>
          {t('arrival.save')}
        </Button>
      </div>
    </form>
  );
}
