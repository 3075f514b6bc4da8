import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Charge } from '../../api';
import { isOverdue } from '../../fee-years';
import { DeadlineCalendarButton } from './deadline-calendar-button';
import type { Formatters } from './fee-formatters';
import { FeeTable, TitleCells, type Column } from './fee-table';
import type { RowLabels } from './row-labels';

/*
 * The roles are written out: Safari (and so VoiceOver on an iPhone) drops a table's semantics
 * once its rows are no longer displayed as table rows, as on a phone here.
 */
/* eslint-disable jsx-a11y/no-interactive-element-to-noninteractive-role -- as above; jsx-a11y takes a cell for a grid cell */
const chargeColumns: Column[] = [
  { key: 'kind' },
  { key: 'amount', className: 'num' },
  { key: 'deadline' },
  { key: 'interest', className: 'num' },
  { key: 'details', className: 'fee-cell--toggle' },
  { key: 'chargeDate' },
  { key: 'period' },
  { key: 'feeCollector' },
  { key: 'checkIn' },
  { key: 'place' },
  { key: 'returned' },
];

export function ChargesTable({
  charges,
  today,
  formatters,
  labels,
}: {
  charges: Charge[];
  today: string;
  formatters: Formatters;
  labels: RowLabels;
}) {
  const { t } = useTranslation('panel');
  return (
    <FeeTable variant="charges" columns={chargeColumns} labels={labels}>
      {charges.map((charge) => (
        <ChargeRow
          key={charge.id}
          charge={charge}
          kind={t(`fees.kind.${charge.kind}`)}
          overdue={isOverdue(charge, today)}
          formatters={formatters}
          labels={labels}
        />
      ))}
    </FeeTable>
  );
}

/** Memoised so a year's deferred render mounts only the rows that appear. */
const ChargeRow = memo(function ChargeRow({
  charge,
  kind,
  overdue,
  formatters,
  labels,
}: {
  charge: Charge;
  kind: string;
  overdue: boolean;
  formatters: Formatters;
  labels: RowLabels;
}) {
  const [open, setOpen] = useState(false);
  const { date, money } = formatters;
  const { col } = labels;
  // On a card the rest of the row shows once its Details button is pressed; interest is never
  // behind it when there is any, as it is part of what is owed.
  const more = 'fee-cell--more';
  return (
    <tr
      role="row"
      className={['fee-row', overdue ? 'row--overdue' : null, open ? 'fee-row--open' : null]
        .filter(Boolean)
        .join(' ')}
    >
      <TitleCells title={kind} reason={charge.reason} amount={money(charge.amount)} />
      <td role="cell" data-label={col.deadline}>
        <span>
          {date(charge.paymentDeadline)}
          {overdue ? (
            <strong className="overdue-badge">
              <span aria-hidden="true">⚠ </span>
              {labels.overdue}
            </strong>
          ) : null}
          {/* A reminder is for a deadline still to come: an overdue one says so instead. */}
          {!charge.settled && !charge.returned && !overdue ? (
            <DeadlineCalendarButton charge={charge} kind={kind} />
          ) : null}
        </span>
      </td>
      <td role="cell" className={charge.interest ? 'num' : `num ${more}`} data-label={col.interest}>
        {money(charge.interest)}
      </td>
      <td role="cell" className="fee-cell--toggle">
        <button
          type="button"
          className="fee-details-toggle"
          aria-expanded={open}
          // The visible word first (WCAG 2.5.3), then which row: a card's list has many.
          aria-label={labels.detailsOf(kind, date(charge.chargeDate))}
          onClick={() => setOpen(!open)}
        >
          {labels.details}
        </button>
      </td>
      <td role="cell" className={more} data-label={col.chargeDate}>
        {date(charge.chargeDate)}
      </td>
      <td role="cell" className={more} data-label={col.period}>
        <span>
          {date(charge.periodFrom)} – {date(charge.periodTo)}
        </span>
      </td>
      <td role="cell" className={more} data-label={col.feeCollector}>
        {charge.feeCollector}
      </td>
      <td role="cell" className={more} data-label={col.checkIn}>
        <span>
          {date(charge.checkInFrom)} – {date(charge.checkInTo)}
        </span>
      </td>
      <td role="cell" className={more} data-label={col.place}>
        {charge.dorm}, {charge.room}
      </td>
      <td role="cell" className={more} data-label={col.returned}>
        {charge.returned ? labels.returnedYes : labels.returnedNo}
      </td>
    </tr>
  );
});
/* eslint-enable jsx-a11y/no-interactive-element-to-noninteractive-role */
