import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Charge, Payment } from '../../api';
import { academicYearOf, groupByAcademicYear, sumEntries, todayIso } from '../../fee-years';
import { EntryLists } from './entry-lists';
import { useFormatters, yearName } from './fee-formatters';
import { useRowLabels } from './row-labels';
import { YearGroup } from './year-group';

/** The current year's receivables and payments, and with the switch on the earlier years'. */
export function FeeEntries({
  charges,
  payments,
  historical,
}: {
  charges: Charge[];
  payments: Payment[];
  historical: boolean;
}) {
  const { t, i18n } = useTranslation('panel');
  const formatters = useFormatters(i18n.language);
  const labels = useRowLabels();
  const current = useMemo(
    () => ({
      charges: charges.filter((item) => !item.historical),
      payments: payments.filter((item) => !item.historical),
    }),
    [charges, payments],
  );
  // Grouped once per answer, not per switch: turning history on only mounts the years' headings.
  const years = useMemo(
    () =>
      groupByAcademicYear(
        charges.filter((item) => item.historical),
        payments.filter((item) => item.historical),
      ),
    [charges, payments],
  );
  const currentYear = academicYearOf(todayIso());
  const currentSums = useMemo(() => sumEntries(current.charges, current.payments), [current]);
  const showYears = historical && years.length > 0;

  return (
    <>
      <p className="visually-hidden" role="status">
        {t('fees.shown', {
          receivables: t('fees.receivableCount', { count: current.charges.length }),
          payments: t('fees.paymentCount', { count: current.payments.length }),
        })}
        {historical ? ` ${t('fees.historyYears', { count: years.length })}` : null}
      </p>
      <section className="panel-section fees-year" aria-labelledby="fees-current-heading">
        <h2 id="fees-current-heading">
          {t('fees.currentHeading', { year: yearName(currentYear) })}
        </h2>
        <p className="fees-year__sums">
          {t('fees.yearSums', {
            receivables: formatters.money(currentSums.receivables),
            payments: formatters.money(currentSums.paid),
          })}
        </p>
        <EntryLists
          charges={current.charges}
          payments={current.payments}
          idPrefix="fees-current"
          headingLevel={3}
          formatters={formatters}
          labels={labels}
        />
      </section>
      {showYears ? (
        <section className="panel-section fees-history" aria-labelledby="fees-history-heading">
          <h2 id="fees-history-heading">{t('fees.historyHeading')}</h2>
          <p className="field__hint">{t('fees.historyHint')}</p>
          {years.map((year) => (
            <YearGroup key={year.start} year={year} formatters={formatters} labels={labels} />
          ))}
        </section>
      ) : null}
    </>
  );
}
