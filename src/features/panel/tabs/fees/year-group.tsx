import { memo, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeeYear } from '../../fee-years';
import { EntryLists } from './entry-lists';
import { yearName, type Formatters } from './fee-formatters';
import type { RowLabels } from './row-labels';

/** Rows of each list painted at once when a year opens; the rest follow in a deferred render. */
const firstRows = 12;

/** An earlier academic year: its heading and sums always, its rows once opened. */
export const YearGroup = memo(function YearGroup({
  year,
  formatters,
  labels,
}: {
  year: FeeYear;
  formatters: Formatters;
  labels: RowLabels;
}) {
  const { t } = useTranslation('panel');
  const [open, setOpen] = useState(false);
  // A year holds a hundred or more rows: the first few paint with the opened heading, the rest
  // follow in a deferred render that never holds up the button's own paint.
  const complete = useDeferredValue(open);
  const pending = open && !complete;
  const id = `fees-year-${year.start}`;
  return (
    <section className="fees-year fees-year--past" aria-labelledby={`${id}-heading`}>
      <h3 className="fees-year__heading" id={`${id}-heading`}>
        <button
          type="button"
          className="fees-year__toggle"
          aria-expanded={open}
          aria-controls={`${id}-entries`}
          onClick={() => setOpen(!open)}
        >
          {t('fees.yearHeading', { year: yearName(year.start) })}
        </button>
      </h3>
      <p className="fees-year__sums">
        {t('fees.yearSums', {
          receivables: formatters.money(year.receivables),
          payments: formatters.money(year.paid),
        })}
      </p>
      <div id={`${id}-entries`} hidden={!open} aria-busy={pending || undefined}>
        {open ? (
          <EntryLists
            charges={pending ? year.charges.slice(0, firstRows) : year.charges}
            payments={pending ? year.payments.slice(0, firstRows) : year.payments}
            idPrefix={id}
            yearHeadingId={`${id}-heading`}
            headingLevel={4}
            formatters={formatters}
            labels={labels}
          />
        ) : null}
      </div>
    </section>
  );
});
