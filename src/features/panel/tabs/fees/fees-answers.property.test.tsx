import { screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { env } from '@/shared/config/env';
import { answerOf, answersAt, propertyTimeout, type Answer } from '@/testing/contract-arbitrary';
import { onEveryAnswer, untilLoaded } from '@/testing/screen-property';
import { renderWithProviders } from '@/testing/test-utils';
import type { Balance, Charge } from '../../api';
import FeesTab from './fees-tab';
import { accountOf, demoUsers } from '../../test-utils';

// Every answer the contract allows to the Fees tab's reads (charges, payments, balance, bank
// account): the tab settles, and never says two opposite things: "to pay" or "overpayment" of
// nothing, "nothing to pay" beside a transfer to make or an overdue receivable, an overdue mark
// on a paid or returned receivable, a list's "none" beside its rows (issue 23), or overdue and
// due-later sums that do not add up to the amount to pay (issue 33).

const base = `${env.apiBase}/app/panel/fees`;
const reads = ['charges', 'payments', 'balance', 'bank-account'] as const;
const lists = [
  { heading: 'Charges', empty: 'There are no charges to show.' },
  { heading: 'Payment history', empty: 'There are no payments to show.' },
];

/**
 * The contract's rule across two answers (the Balance schema's description): nothing is owed
 * when the balance is settled or an overpayment, so then every charge is settled.
 */
function keepRules([charges, payments, balance, bankAccount]: Answer[]): Answer[] {
  const owesNothing = balance?.status === 200 && (balance.body as Balance).kind !== 'toPay';
  const settled =
    owesNothing && charges?.status === 200
      ? {
          ...charges,
          body: (charges.body as Charge[]).map((charge) => ({ ...charge, settled: true })),
        }
      : charges;
  return [settled, payments, balance, bankAccount] as Answer[];
}

function expectCoherent(charges: Answer) {
  const balanceHeading = screen.queryByRole('heading', { name: 'Final balance' });
  const balance = balanceHeading?.closest('section');
  const nothingOwed = balance
    ? /settled, nothing to pay|overpayment/i.test(balance.textContent ?? '')
    : false;
  if (balance)
    expect(
      within(balance).queryAllByText(
        (_, element) => /^(to pay|overpayment):\s*PLN\s0\.00$/i.test(element?.textContent ?? ''),
        { ignore: 'script, style, section, strong' },
      ),
      'to pay or overpaid: nothing',
    ).toEqual([]);
  const settled = balance ? /settled, nothing to pay/i.test(balance.textContent ?? '') : false;
  expect(
    settled && screen.queryByRole('heading', { name: 'Pay by bank transfer' }) !== null,
    'nothing to pay beside a transfer to make',
  ).toBe(false);
  expect(
    nothingOwed && screen.queryAllByText('Overdue').length > 0,
    'nothing owed beside an overdue receivable',
  ).toBe(false);
  // What is overdue and what is due later add up to the amount to pay, never more or less.
  const owed = balance?.querySelectorAll('.balance__owed dd') ?? [];
  if (owed.length) {
    const grosze = (text: string | null | undefined) =>
      Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
    const total = [...owed].reduce((sum, dd) => sum + grosze(dd.textContent), 0);
    expect(total, 'overdue and due later beside another amount to pay').toBe(
      grosze(balance?.querySelector('.balance__amount')?.textContent),
    );
  }

  for (const { heading, empty } of lists) {
    for (const title of screen.queryAllByRole('heading', { name: heading })) {
      const list = title.parentElement as HTMLElement;
      const none = within(list).queryByText(empty) !== null;
      expect(
        none && within(list).queryAllByRole('table').length > 0,
        `${heading}: none beside rows`,
      ).toBe(false);
    }
  }

  // The current year's receivables, in the order answered: an overdue mark only on one unpaid.
  const current = screen.queryByRole('region', { name: 'Charges' });
  if (!current || charges.status !== 200) return;
  const shown = (charges.body as Charge[]).filter((charge) => !charge.historical);
  const rows = within(current).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(shown.length);
  rows.forEach((row, index) => {
    const charge = shown[index] as Charge;
    if (within(row).queryByText('Overdue') === null) return;
    expect(charge.settled, `overdue mark on a settled charge ${charge.id}`).toBe(false);
    expect(charge.returned, `overdue mark on a returned charge ${charge.id}`).toBe(false);
  });
}

describe('the Fees tab on any answer the contract allows', () => {
  it(
    'settles and never says two opposite things, history shown or not',
    async () => {
      await onEveryAnswer(
        [
          fc
            .tuple(...reads.map((read) => answerOf(`/app/panel/fees/${read}`, 'get')))
            .map(keepRules),
        ],
        (answers) => answersAt(base, reads, answers),
        async (answers) => {
          const { user } = renderWithProviders(<FeesTab />, {
            preloadedState: { account: accountOf(demoUsers.jan) },
            route: '/panel?tab=fees',
          });
          await untilLoaded();
          expectCoherent(answers[0] as Answer);
          const history = screen.queryByRole('switch', { name: 'Show historical entries' });
          if (!history) return;
          await user.click(history);
          for (const year of screen.queryAllByRole('button', { name: /^academic year/i }))
            await user.click(year);
          await waitFor(() => expect(screen.queryByRole('generic', { busy: true })).toBeNull());
          expectCoherent(answers[0] as Answer);
        },
      );
    },
    propertyTimeout,
  );
});
