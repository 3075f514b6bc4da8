import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPanel } from '../../test-utils';
import '../../components/panel-screen';
import './fees-tab';

/** Every charge kind and payment source of product.md §3.8, worded in each language. */
describe.each([
  [
    'en',
    { receivables: 'Charges', payments: 'Payment history', year: /^academic year/i },
    ['Reservation', 'Deposit', 'Additional (penalties)', 'Rent'],
    ['Cash', 'Credit card', 'Bank transfer'],
  ],
  [
    'pl',
    { receivables: 'Należności', payments: 'Historia wpłat', year: /^rok akademicki/i },
    ['Rezerwacja', 'Kaucja', 'Dodatkowe (kary)', 'Czynsz'],
    ['Gotówka', 'Karta kredytowa', 'Przelew bankowy'],
  ],
] as const)('fees tab in %s', (language, headings, kinds, sources) => {
  it('shows every charge kind in the receivables and every payment source in the history', async () => {
    const { user } = renderPanel('/panel?tab=fees&historical=1', { language });
    await screen.findByRole('region', { name: headings.receivables });
    // This year's lists and every earlier year's, opened.
    for (const year of screen.getAllByRole('button', { name: headings.year }))
      await user.click(year);
    const lists = (name: string) =>
      screen
        .getAllByRole('region', { name: new RegExp(`^${name}`) })
        .flatMap((region) => within(region).getAllByRole('row').slice(1));
    const kindCells = lists(headings.receivables).map(
      // The kind, before any reason the answer gives under it.
      (row) => within(row).getByRole('rowheader').firstChild?.textContent ?? '',
    );
    expect([...new Set(kindCells)].sort()).toEqual([...kinds].sort());
    // A payment's cells after its kind: amount, date, source.
    const sourceCells = lists(headings.payments).map(
      (row) => within(row).getAllByRole('cell')[2]?.textContent ?? '',
    );
    expect([...new Set(sourceCells)].sort()).toEqual([...sources].sort());
  });
});
