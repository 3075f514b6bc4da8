import { describe, expect, it } from 'vitest';
import type { Charge, Payment } from './api';
import { academicYearOf, balanceSums, groupByAcademicYear, sumEntries } from './fee-years';

const charge = (chargeDate: string, amount: number, interest = 0): Charge => ({
  id: `c-${chargeDate}-${amount}`,
  kind: 'rent',
  chargeDate,
  feeCollector: 'Dział Domów Studenckich',
  amount,
  periodFrom: chargeDate,
  periodTo: chargeDate,
  paymentDeadline: chargeDate,
  interest,
  checkInFrom: chargeDate,
  checkInTo: chargeDate,
  dorm: 'DS Akademik',
  room: '214',
  returned: false,
  settled: true,
  historical: true,
});
const payment = (date: string, amount: number): Payment => ({
  id: `p-${date}-${amount}`,
  date,
  type: 'rent',
  source: 'transfer',
  amount,
  historical: true,
});

describe('academicYearOf', () => {
  it.each([
    ['2025-09-30', 2024],
    ['2025-10-01', 2025],
    ['2025-12-31', 2025],
    ['2026-01-01', 2025],
    ['2026-07-15', 2025],
  ])('%s is in the academic year starting %i', (date, year) => {
    expect(academicYearOf(date)).toBe(year);
  });
});

describe('groupByAcademicYear', () => {
  it('puts a charge under the year it was charged in and a payment under the year it was made', () => {
    const years = groupByAcademicYear(
      [charge('2024-07-15', 200), charge('2024-10-01', 720.5, 3.61), charge('2025-09-01', 720.5)],
      [payment('2024-07-31', 200), payment('2025-10-10', 720.5)],
    );
    expect(years.map((year) => year.start)).toEqual([2025, 2024, 2023]);
    expect(years.map((year) => [year.charges.length, year.payments.length])).toEqual([
      [0, 1],
      [2, 0],
      [1, 1],
    ]);
    expect(years[1]).toMatchObject({ receivables: 1444.61, paid: 0 });
    expect(years[0]).toMatchObject({ receivables: 0, paid: 720.5 });
  });

  it('adds amounts in grosze, so a year of small amounts does not drift', () => {
    const tenths = Array.from({ length: 1000 }, (_, index) =>
      charge(`2025-11-${String((index % 28) + 1).padStart(2, '0')}`, 0.1),
    );
    const [year] = groupByAcademicYear(tenths, [
      payment('2025-11-02', 0.1),
      payment('2025-11-03', 0.2),
    ]);
    expect(year?.receivables).toBe(100);
    expect(year?.paid).toBe(0.3);
    expect(sumEntries(tenths, [])).toEqual({ receivables: 100, paid: 0 });
  });
});

describe('balanceSums', () => {
  const charges = [charge('2025-07-15', 200), charge('2025-10-01', 720.5, 3.61)];
  const payments = [payment('2025-07-31', 200)];

  it('adds up when receivables minus payments is the amount to pay', () => {
    expect(balanceSums(charges, payments, { kind: 'toPay', amount: 724.11 })).toEqual({
      receivables: 924.11,
      paid: 200,
      from: '2025-07-15',
      addsUp: true,
    });
  });

  it('reads an overpayment as payments beyond the receivables', () => {
    const paid = [...payments, payment('2025-06-30', 2224.11)];
    expect(balanceSums(charges, paid, { kind: 'overpayment', amount: 1500 })).toMatchObject({
      from: '2025-06-30',
      addsUp: true,
    });
    expect(balanceSums(charges, paid, { kind: 'toPay', amount: 1500 }).addsUp).toBe(false);
  });

  it('does not add up when the office counts something the rows do not show', () => {
    expect(balanceSums(charges, payments, { kind: 'toPay', amount: 724.12 }).addsUp).toBe(false);
    expect(balanceSums(charges, payments, { kind: 'settled', amount: 0 }).addsUp).toBe(false);
    expect(balanceSums([], [], { kind: 'settled', amount: 0 })).toEqual({
      receivables: 0,
      paid: 0,
      from: null,
      addsUp: true,
    });
  });
});
