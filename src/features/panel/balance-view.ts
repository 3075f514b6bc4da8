import { isOneOf } from '@/shared/lib/response-shape';
import { formatDate, formatMoney } from '@/shared/lib/plain-format';
import type { Balance, Charge, Payment } from './api';
import { balanceSums, overpaymentHandlings, owedByDeadline, todayIso } from './fee-years';

/**
 * What the balance card shows, worked out and written once: the card (tabs/fees/balance-card.tsx)
 * renders it, and the early painter (decision 025) fills the card's template with it. Every
 * optional part is null (or false) where the card leaves it out; texts are as shown.
 */
export type BalanceView = {
  kind: Balance['kind'];
  /** What the office will do with an overpayment, where the answer says. */
  handling: (typeof overpaymentHandlings)[number] | null;
  amount: string;
  owed: {
    overdue: { amount: string } | null;
    later: { amount: string; date: string } | null;
  } | null;
  /** How the balance is reached, where the entries add up to it. */
  sums: {
    from: string;
    to: string;
    receivables: string;
    paid: string;
    history: boolean;
  } | null;
  /** Where they do not: the office's word for it. */
  fromOffice: boolean;
};

export function balanceView(
  balance: Balance,
  charges: Charge[],
  payments: Payment[],
  language: string,
): BalanceView {
  const sums = balanceSums(charges, payments, balance);
  const owed = owedByDeadline(charges, balance);
  const money = (amount: number) => formatMoney(amount, language);
  const hasHistory =
    charges.some((item) => item.historical) || payments.some((item) => item.historical);
  const addsUp = sums.addsUp && sums.from !== null;
  return {
    kind: balance.kind,
    handling:
      balance.kind === 'overpayment' && isOneOf(balance.handling, overpaymentHandlings)
        ? balance.handling
        : null,
    amount: money(balance.amount),
    owed: owed
      ? {
          overdue: owed.overdue > 0 ? { amount: money(owed.overdue) } : null,
          later:
            owed.later > 0 && owed.nextDeadline
              ? { amount: money(owed.later), date: formatDate(owed.nextDeadline, language) }
              : null,
        }
      : null,
    sums:
      addsUp && sums.from
        ? {
            from: formatDate(sums.from, language),
            to: formatDate(todayIso(), language),
            receivables: money(sums.receivables),
            paid: money(sums.paid),
            history: hasHistory,
          }
        : null,
    fromOffice: !addsUp,
  };
}
