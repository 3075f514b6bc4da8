import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPanel } from '../test-utils';
import './panel-screen';
import './fees-tab';

/** Every charge kind and payment source of spec section 3, worded in each language. */
describe.each([
  [
    'en',
    { receivables: 'Receivables', payments: 'Payment history' },
    ['Reservation', 'Deposit', 'Additional (penalties)', 'Rent'],
    ['Cash', 'Credit card', 'Bank transfer'],
  ],
  [
    'pl',
    { receivables: 'Należności', payments: 'Historia wpłat' },
    ['Rezerwacja', 'Kaucja', 'Dodatkowe (kary)', 'Czynsz'],
    ['Gotówka', 'Karta kredytowa', 'Przelew bankowy'],
  ],
] as const)('fees tab in %s', (language, headings, kinds, sources) => {
  it('shows every charge kind in the receivables and every payment source in the history', async () => {
    renderPanel('/panel?tab=fees&historical=1', { language });
    const receivables = await screen.findByRole('region', { name: headings.receivables });
    const kindCells = within(receivables)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
    for (const kind of kinds) expect(kindCells.some((cell) => cell.startsWith(kind))).toBe(true);
    const payments = screen.getByRole('region', { name: headings.payments });
    const sourceCells = within(payments)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]?.textContent ?? '');
    expect([...new Set(sourceCells)].sort()).toEqual([...sources].sort());
  });
});
