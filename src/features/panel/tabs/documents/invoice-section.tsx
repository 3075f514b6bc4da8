import { useTranslation } from 'react-i18next';
import { useCountryOptions } from '@/shared/dictionaries/options';
import { retryableLazy } from '@/shared/lib/retryable-lazy';
import { LoadingState } from '@/shared/ui/loading-state';
import { QueryState } from '@/shared/ui/query-state';
import { Suspense } from 'react';
import { useGetInvoiceQuery } from '../../api';

// The form and its validation (react-hook-form, yup, the VAT rules) load beside the tab's reads,
// not before the documents list: the list is what the tab is opened for (issue 26).
const InvoiceForm = retryableLazy(() => import('./invoice-form'));

export function InvoiceSection() {
  const { t } = useTranslation('panel');
  const query = useGetInvoiceQuery();
  // The API's countries dictionary (shared with registration: one request, one cache entry).
  const countries = useCountryOptions();
  return (
    <section aria-labelledby="invoice-heading" className="panel-section">
      <h2 id="invoice-heading">{t('invoice.heading')}</h2>
      <QueryState queries={[query]} what={t('invoice.what')}>
        {() => (
          <QueryState queries={[countries.query]} what={t('invoice.countriesWhat')}>
            {() =>
              query.data ? (
                <Suspense fallback={<LoadingState />}>
                  <InvoiceForm initial={query.data} countries={countries.options} />
                </Suspense>
              ) : null
            }
          </QueryState>
        )}
      </QueryState>
    </section>
  );
}
