import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { fieldOrderOf } from '@/shared/form/definition';
import { InvoiceFields } from '@/shared/invoice/invoice-fields';
import { invoiceSchema } from '@/shared/invoice/invoice-schema';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { collectErrors } from '@/shared/ui/form/collect-errors';
import { ErrorSummary } from '@/shared/ui/form/error-summary';
import type { SelectOption } from '@/shared/ui/form/select-field';
import { useWording } from '@/shared/ui/form/message';
import { placeServerErrors, serverFieldErrors } from '@/shared/ui/form/server-errors';
import { fieldId } from '@/shared/ui/form/use-form-field';
import { useKitForm } from '@/shared/ui/form/use-kit-form';
import { FailureReason } from '@/shared/ui/server-messages';
import { usePutInvoiceMutation, type Invoice } from '../../api';

/** The panel edits invoice data directly, so the data is always "wanted" (state true). */
const invoiceFormSchema = yup.object({ invoice: invoiceSchema });
type InvoiceFormValues = yup.InferType<typeof invoiceFormSchema>;
const fieldOrder = fieldOrderOf(invoiceFormSchema);

/** The API names an invoice field by its own key (`company`); the form keeps it under `invoice.`. */
const formPath = (param: string) => (param ? `invoice.${param}` : '');

/** What the last save came to: kept as it came (the raw failure), worded at render. */
type Outcome = { saved: true } | { saved: false; error: unknown };

/** The form itself, with its validation: its own chunk (invoice-section.tsx loads it). */
export default function InvoiceForm({
  initial,
  countries,
}: {
  initial: Invoice;
  countries: readonly SelectOption[];
}) {
  const { t } = useTranslation('panel');
  const word = useWording();
  // A saved country the dictionary no longer lists cannot be shown as chosen: the person chooses
  // again (the select shows "Choose", the save asks for a country) rather than keep a hidden id.
  const countryId = countries.some((country) => country.value === initial.countryId)
    ? initial.countryId
    : '';
  const methods = useKitForm<InvoiceFormValues>({
    resolver: yupResolver(invoiceFormSchema),
    defaultValues: { invoice: { ...initial, countryId, state: true } },
  });
  const [putInvoice, { isLoading }] = usePutInvoiceMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = methods;
  const summary = collectErrors(errors, word, fieldId, fieldOrder);

  // "Saved" holds only until the next edit, which is not saved.
  const { subscribe } = methods;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: () => setOutcome((current) => (current?.saved ? null : current)),
      }),
    [subscribe],
  );

  const onSubmit = handleSubmit(async ({ invoice }) => {
    setOutcome(null);
    const response = await putInvoice({ ...invoice, state: true });
    if (!('error' in response)) return setOutcome({ saved: true });
    const failure = response.error;
    const items = serverFieldErrors(failure);
    if (!items) return setOutcome({ saved: false, error: failure });
    // Errors naming a field go on it (and into the summary); the rest go to the alert.
    placeServerErrors(
      items.map((item) => ({ ...item, param: formPath(item.param) })),
      fieldOrder,
      setError,
    );
    const rest = items.filter((item) => !fieldOrder.includes(formPath(item.param)));
    if (rest.length) setOutcome({ saved: false, error: { ...failure, data: { errors: rest } } });
  });

  return (
    <FormProvider {...methods}>
      <form className="form invoice-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <ErrorSummary errors={summary} submitCount={submitCount} />
        <p>{t('invoice.intro')}</p>
        <InvoiceFields countries={countries} showStateToggle={false} />
        <div className="button-row">
          <Button type="submit" busy={isLoading}>
            {t('invoice.save')}
          </Button>
        </div>
        <div role="status">
          {outcome?.saved ? (
            <Alert tone="success" live={false}>
              {t('invoice.saved')}
            </Alert>
          ) : null}
        </div>
        {outcome && !outcome.saved ? (
          <Alert tone="error" title={t('invoice.failed')}>
            <FailureReason error={outcome.error} />
          </Alert>
        ) : null}
      </form>
    </FormProvider>
  );
}
