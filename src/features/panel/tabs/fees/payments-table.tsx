import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '../../api';
import type { Formatters } from './fee-formatters';
import { FeeTable, TitleCells, type Column } from './fee-table';
import type { RowLabels } from './row-labels';

/*
 * The roles are written out: Safari (and so VoiceOver on an iPhone) drops a table's semantics
 * once its rows are no longer displayed as table rows, as on a phone here.
 */
/* eslint-disable jsx-a11y/no-interactive-element-to-noninteractive-role -- as above; jsx-a11y takes a cell for a grid cell */
const paymentColumns: Column[] = [
  { key: 'type' },
  { key: 'amount', className: 'num' },
  { key: 'date' },
  { key: 'source' },
];

export function PaymentsTable({
  payments,
  formatters,
  labels,
}: {
  payments: Payment[];
  formatters: Formatters;
  labels: RowLabels;
}) {
  const { t } = useTranslation('panel');
  return (
    <FeeTable variant="payments" columns={paymentColumns} labels={labels}>
      {payments.map((payment) => (
        <PaymentRow
          key={payment.id}
          payment={payment}
          type={t(`fees.kind.${payment.type}`)}
          source={t(`fees.source.${payment.source}`)}
          formatters={formatters}
          labels={labels}
        />
      ))}
    </FeeTable>
  );
}

const PaymentRow = memo(function PaymentRow({
  payment,
  type,
  source,
  formatters,
  labels,
}: {
  payment: Payment;
  type: string;
  source: string;
  formatters: Formatters;
  labels: RowLabels;
}) {
  return (
    <tr role="row" className="fee-row">
      <TitleCells title={type} amount={formatters.money(payment.amount)} />
      <td role="cell" data-label={labels.col.date}>
        {formatters.date(payment.date)}
      </td>
      <td role="cell" data-label={labels.col.source}>
        {source}
      </td>
    </tr>
  );
});
/* eslint-enable jsx-a11y/no-interactive-element-to-noninteractive-role */
