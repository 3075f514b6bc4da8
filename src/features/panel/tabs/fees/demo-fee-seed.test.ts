import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceOf, panelRecord } from '@/mocks/db/panel';
import { resetDemoDb } from '@/mocks/db/table';
import { isOverdue } from '../../fee-years';

// The demo API's fee seed as the fees tab reads it: the tab's own rule says which row is overdue,
// so this lives with the tab (the demo API imports no feature).

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

afterEach(() => {
  vi.useRealTimers();
});

describe('demo fee seed, whatever the date', () => {
  // Every month of a year, on its first day, the 10th (a deadline), the 11th and its last day.
  const dates = Array.from({ length: 12 }, (_, month) => [
    new Date(2027, month, 1, 9),
    new Date(2027, month, 10, 23, 30),
    new Date(2027, month, 11, 0, 10),
    new Date(2027, month + 1, 0, 12),
  ]).flat();

  it.each(dates.map((date) => [isoDay(date), date] as const))(
    'on %s has an open rent, one overdue row, paid history and history to show',
    (_label, date) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(date);
      resetDemoDb();
      const today = isoDay(date);
      const jan = panelRecord('1001');
      const shown = jan.charges.filter((charge) => !charge.historical);

      const currentRent = shown.filter(
        (charge) =>
          charge.kind === 'rent' &&
          !charge.settled &&
          charge.periodFrom <= today &&
          today <= charge.periodTo &&
          !isOverdue(charge, today),
      );
      expect(currentRent).toHaveLength(1);
      const overdue = shown.filter((charge) => isOverdue(charge, today));
      expect(overdue).toHaveLength(1);
      expect(overdue[0]).toMatchObject({ kind: 'rent', interest: 3.61 });
      expect(jan.charges.filter((charge) => !charge.settled)).toHaveLength(2);
      expect(balanceOf(jan)).toEqual({ amount: 1444.61, kind: 'toPay' });

      // Paid history: settled rows in the current year and in closed (historical) years.
      expect(shown.filter((charge) => charge.settled).length).toBeGreaterThanOrEqual(2);
      expect(jan.charges.filter((charge) => charge.historical).length).toBeGreaterThan(20);
      expect(jan.payments.filter((payment) => !payment.historical).length).toBeGreaterThan(0);
      expect(jan.payments.filter((payment) => payment.historical).length).toBeGreaterThan(20);
      expect(jan.payments.every((payment) => payment.date <= today)).toBe(true);
      expect(jan.charges.every((charge) => charge.chargeDate <= today)).toBe(true);

      // The thousand-row resident and the one who overpaid keep their shapes too.
      const piotr = panelRecord('1003');
      expect(piotr.charges.length).toBeGreaterThanOrEqual(990);
      expect(piotr.charges.length).toBeLessThan(1150);
      expect(balanceOf(piotr)).toEqual({ amount: 1444.61, kind: 'toPay' });
      const anna = panelRecord('1002');
      expect(balanceOf(anna)).toEqual({
        amount: 1500,
        kind: 'overpayment',
        handling: 'setAgainstCharges',
      });
      expect(anna.payments.every((payment) => payment.date <= today)).toBe(true);
    },
  );
});
