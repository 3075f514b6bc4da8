import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { fieldOrderOf } from '@/shared/form/definition';
import { invoiceFieldId, InvoiceFields } from '@/shared/invoice/invoice-fields';
import { invoiceSchema } from '@/shared/invoice/invoice-schema';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { collectErrors } from '@/shared/ui/form/collect-errors';
import { ErrorSummary } from '@/shared/ui/form/error-summary';
import { FailureReason } from '@/shared/ui/server-messages';
import { useGetInvoiceQuery, usePutInvoiceMutation, type Invoice } from '../api';
import { countryOptions } from '../countries';
import { QueryState } from '@/shared/ui/query-state';

/** The panel edits invoice data directly, so the data is always "wanted" (state true). */
const invoiceFormSchema = yup.object({ invoice: invoiceSchema });
type InvoiceFormValues = yup.InferType<typeof invoiceFormSchema>;
const fieldOrder = fieldOrderOf(invoiceFormSchema);

export function InvoiceSection() {
  const { t } = useTranslation('panel');
  const query = useGetInvoiceQuery();
  return (
    <section aria-labelledby="invoice-heading" className="panel-section">
      <h2 id="invoice-heading">{t('invoice.heading')}</h2>
      <QueryState queries={[query]} what={t('invoice.what')}>
        {() => (query.data ? <InvoiceForm initial={query.data} /> : null)}
      </QueryState>
    </section>
  );
}

function InvoiceForm({ initial }: { initial: Invoice }) {
  const { t, i18n } = useTranslation(['panel', 'validation', 'invoice']);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const methods = useForm<InvoiceFormValues>({
    resolver: yupResolver(invoiceFormSchema),
    defaultValues: { invoice: { ...initial, state: true } },
  });
  const [putInvoice, { isLoading }] = usePutInvoiceMutation();
  // A failure is kept as it came (status and the server's words), worded at render.
  const [result, setResult] = useState<{ saved: true } | { saved: false; error: unknown } | null>(
    null,
  );
  const {
    handleSubmit,
    formState: { errors, submitCount },
  } = methods;
  const summary = collectErrors(errors, (key) => t(key), invoiceFieldId, fieldOrder);
  const { setValue } = methods;
  // A <select> registered before its options exist can miss its default; set it once mounted.
  useEffect(() => {
    setValue('invoice.countryId', initial.countryId);
  }, [setValue, initial.countryId]);

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    const response = await putInvoice({ ...values.invoice, state: true } as Invoice);
    setResult('error' in response ? { saved: false, error: response.error } : { saved: true });
  });

  return (
    <FormProvider {...methods}>
      <form className="form invoice-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <ErrorSummary errors={summary} submitCount={submitCount} />
        <p>{t('panel:invoice.intro')}</p>
        <InvoiceFields countries={countries} showStateToggle={false} />
        <div className="button-row">
          <Button type="submit" busy={isLoading}>
            {t('panel:invoice.save')}
          </Button>
        </div>
        <div role="status">
          {result?.saved ? (
            <Alert tone="success" live={false}>
              {t('panel:invoice.saved')}
            </Alert>
          ) : null}
        </div>
        {result && !result.saved ? (
          <Alert tone="error" title={t('panel:invoice.failed')}>
            <FailureReason error={result.error} />
          </Alert>
        ) : null}
      </form>
    </FormProvider>
  );
}
