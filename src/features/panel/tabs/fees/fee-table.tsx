import type { ReactNode } from 'react';
import type { RowLabels } from './row-labels';

/*
 * The roles are written out: Safari (and so VoiceOver on an iPhone) drops a table's semantics
 * once its rows are no longer displayed as table rows, as on a phone here.
 */
/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- as above; jsx-a11y takes a cell for a grid cell */
export type Column = { key: keyof RowLabels['col']; className?: string };

/** One list's table: its column headings, then the rows it is given. */
export function FeeTable({
  variant,
  columns,
  labels,
  children,
}: {
  variant: 'charges' | 'payments';
  columns: Column[];
  labels: RowLabels;
  children: ReactNode;
}) {
  return (
    <table role="table" className={`table-cards fee-table fee-table--${variant}`}>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map(({ key, className }) => (
            <th key={key} role="columnheader" scope="col" className={className}>
              {labels.col[key]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">{children}</tbody>
    </table>
  );
}

/** A row's first two cells, which a card shows as its title line; a charge's reason under it. */
export function TitleCells({
  title,
  reason,
  amount,
}: {
  title: string;
  reason?: string | null;
  amount: string;
}) {
  return (
    <>
      <th role="rowheader" scope="row" className="fee-cell--title">
        {title}
        {reason ? (
          <>
            {' '}
            <span className="fee-reason">{reason}</span>
          </>
        ) : null}
      </th>
      <td role="cell" className="num fee-cell--amount">
        {amount}
      </td>
    </>
  );
}
/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */
