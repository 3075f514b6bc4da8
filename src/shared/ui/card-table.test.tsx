import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardTable, type CardColumn } from './card-table';

type Room = { number: string; charge: string; paid: string };
const columns: CardColumn<Room>[] = [
  { header: 'Room', rowHeader: true, card: 'title', cell: (room) => room.number },
  { header: 'Charge', className: 'num', cell: (room) => room.charge },
  { header: 'Paid', cell: (room) => room.paid },
  { header: 'Actions', card: 'actions', cell: (room) => <button>Pay {room.number}</button> },
];
const rooms: Room[] = [
  { number: '101', charge: '100 zł', paid: 'Yes' },
  { number: '102', charge: '200 zł', paid: 'No' },
];

function table(props: { caption?: string } = {}) {
  return (
    <>
      {props.caption ? null : <h2 id="rooms-heading">Rooms</h2>}
      <CardTable
        labelledBy={props.caption ? 'rooms-caption' : 'rooms-heading'}
        columns={columns}
        rows={rooms}
        rowKey={(room) => room.number}
        {...props}
      />
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('CardTable', () => {
  it('is one table with its roles written out, named by the heading, labels only on fields', () => {
    render(table());
    const region = screen.getByRole('region', { name: 'Rooms' });
    const grid = within(region).getByRole('table');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Room', 'Charge', 'Paid', 'Actions']);
    const row = within(grid).getByRole('row', { name: /101/ });
    expect(within(row).getByRole('rowheader', { name: '101' })).not.toHaveAttribute('data-label');
    expect(within(row).getByRole('cell', { name: '100 zł' })).toHaveAttribute(
      'data-label',
      'Charge',
    );
    expect(within(row).getByRole('cell', { name: '100 zł' })).toHaveClass('num');
    expect(within(row).getByRole('cell', { name: 'Pay 101' })).not.toHaveAttribute('data-label');
    // Every element a restyled table could lose its semantics on carries its role.
    for (const element of grid.querySelectorAll('thead, tbody, tr, th, td'))
      expect(element).toHaveAttribute('role');
  });

  it('names the table by a hidden caption when no heading does', () => {
    render(table({ caption: 'Booked rooms' }));
    expect(screen.getByRole('region', { name: 'Booked rooms' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Booked rooms' })).toBeInTheDocument();
  });

  it('is a tab stop only while it scrolls sideways', () => {
    render(table());
    expect(screen.getByRole('region', { name: 'Rooms' })).not.toHaveAttribute('tabindex');
  });

  it('takes focus when its table is wider than the box', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(358);
    render(table());
    expect(screen.getByRole('region', { name: 'Rooms' })).toHaveAttribute('tabindex', '0');
  });
});
