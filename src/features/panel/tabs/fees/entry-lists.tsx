import { useTranslation } from 'react-i18next';
import type { Charge, Payment } from '../../api';
import { todayIso } from '../../fee-years';
import { ChargesTable } from './charges-table';
import { EmptyState } from '../../components/empty-state';
import type { Formatters } from './fee-formatters';
import { PaymentsTable } from './payments-table';
import type { RowLabels } from './row-labels';
import { TableWrap } from '../../components/table-wrap';

/**
 * Receivables and payments, each one table: on a wide screen a table with every column (cells
 * wrap, nothing is hidden); below about 700 px each row is drawn as a card by panel.css, the
 * kind, amount and deadline first and the rest behind the row's own "Details" button. One markup
 * for both, so assistive technology never gets the rows twice.
 */
export function EntryLists({
  charges,
  payments,
  idPrefix,
  yearHeadingId,
  headingLevel,
  formatters,
  labels,
}: {
  charges: Charge[];
  payments: Payment[];
  idPrefix: string;
  /** Added to each table's name in an earlier year, so no two regions share a name. */
  yearHeadingId?: string;
  headingLevel: 3 | 4;
  formatters: Formatters;
  labels: RowLabels;
}) {
  const { t } = useTranslation('panel');
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const chargesId = `${idPrefix}-charges`;
  const paymentsId = `${idPrefix}-payments`;
  const named = (id: string) => (yearHeadingId ? `${id} ${yearHeadingId}` : id);
  const today = todayIso();
  return (
    <>
      <div className="fees-list">
        <Heading id={chargesId}>{t('fees.chargesHeading')}</Heading>
        {charges.length ? (
          <TableWrap labelledBy={named(chargesId)}>
            <ChargesTable charges={charges} today={today} formatters={formatters} labels={labels} />
          </TableWrap>
        ) : (
          <EmptyState>{t('fees.chargesEmpty')}</EmptyState>
        )}
      </div>
      <div className="fees-list">
        <Heading id={paymentsId}>{t('fees.paymentsHeading')}</Heading>
        {payments.length ? (
          <TableWrap labelledBy={named(paymentsId)}>
            <PaymentsTable payments={payments} formatters={formatters} labels={labels} />
          </TableWrap>
        ) : (
          <EmptyState>{t('fees.paymentsEmpty')}</EmptyState>
        )}
      </div>
    </>
  );
}
