import './table-cards.css';
import './card-table.css';
import type { Key, ReactNode } from 'react';
import { TableWrap } from './table-wrap';

export type CardColumn<Row> = {
  /** The column's header; on a card, the label before the value. */
  header: string;
  cell: (row: Row) => ReactNode;
  /**
   * Its place on a card: `title` cells open the card, side by side and bold, with no label;
   * `actions` hold buttons, with no label; a `field` (the default) shows its label and value.
   */
  card?: 'title' | 'field' | 'actions';
  /** The row's header cell (`th scope="row"`). */
  rowHeader?: boolean;
  /** Added to the column's header and cells (`num`, `no-print`). */
  className?: string;
};

/**
 * One markup for every width: a table with its semantics on wide screens, its cells wrapping so
 * no column is hidden; below about 700 px each row is drawn as a card (card-table.css). The
 * roles are written out because Safari, iOS VoiceOver's browser, drops a table's semantics once
 * its rows are no longer displayed as table rows.
 */
export function CardTable<Row>({
  labelledBy,
  caption,
  className,
  columns,
  rows,
  rowKey,
}: {
  /** The id of the heading (or of the caption) that names the table and its region. */
  labelledBy: string;
  /** A visually hidden caption, when no heading on the page names the table. */
  caption?: string;
  className?: string;
  columns: CardColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
}) {
  const titles = columns.filter((column) => column.card === 'title').length;
  const classOf = (column: CardColumn<Row>) =>
    [
      `card-table__${column.card ?? 'field'}`,
      column.card === 'title' && titles !== 2 ? 'card-table__title--wide' : null,
      column.className,
    ]
      .filter(Boolean)
      .join(' ');
  return (
    <TableWrap labelledBy={labelledBy}>
      <table
        role="table"
        className={['table-cards card-table', className].filter(Boolean).join(' ')}
      >
        {caption ? (
          <caption id={labelledBy} className="visually-hidden">
            {caption}
          </caption>
        ) : null}
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- see above: kept when restyled */}
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.header} role="columnheader" scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- see above: kept when restyled */}
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr role="row" key={rowKey(row)}>
              {columns.map((column) => {
                const field = (column.card ?? 'field') === 'field';
                const props = {
                  className: classOf(column),
                  // The card's label, drawn by CSS: the header already names the cell for
                  // assistive technology, so the label is not read a second time.
                  'data-label': field ? column.header : undefined,
                };
                const value = <span className="card-table__value">{column.cell(row)}</span>;
                return column.rowHeader ? (
                  <th key={column.header} role="rowheader" scope="row" {...props}>
                    {value}
                  </th>
                ) : (
                  // A table's cell (jsx-a11y takes every td for a grid's interactive cell).
                  // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
                  <td key={column.header} role="cell" {...props}>
                    {value}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
