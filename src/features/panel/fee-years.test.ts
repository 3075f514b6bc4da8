import { describe, expect, it } from 'vitest';
import type { Charge, Payment } from './api';
import {
  academicYearOf,
  balanceSums,
  groupByAcademicYear,
  latestPlace,
  owedByDeadline,
  sumEntries,
} from './fee-years';

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
    expect(
      balanceSums(charges, paid, { kind: 'overpayment', amount: 1500, handling: 'refund' }),
    ).toMatchObject({
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

describe('owedByDeadline: the amount to pay, overdue and due later', () => {
  const today = '2026-11-20';
  const unpaid = (deadline: string, amount: number, interest = 0, more: Partial<Charge> = {}) => ({
    ...charge(deadline, amount, interest),
    id: `u-${deadline}`,
    paymentDeadline: deadline,
    settled: false,
    historical: false,
    ...more,
  });
  const toPay = (amount: number) => ({ kind: 'toPay', amount }) as const;

  it('splits the unpaid charges by their deadline, interest with the overdue one', () => {
    const charges = [
      unpaid('2026-12-10', 720.5),
      unpaid('2026-11-10', 720.5, 3.61),
      charge('2026-10-10', 720.5),
    ];
    expect(owedByDeadline(charges, toPay(1444.61), today)).toEqual({
      overdue: 724.11,
      later: 720.5,
      nextDeadline: '2026-12-10',
    });
  });

  it('counts a deadline of today as still to come, and names the nearest of those', () => {
    const charges = [unpaid('2027-01-10', 100), unpaid(today, 50)];
    expect(owedByDeadline(charges, toPay(150), today)).toEqual({
      overdue: 0,
      later: 150,
      nextDeadline: today,
    });
  });

  it('sets a part paid against the oldest deadline first (Civil Code art. 451 § 3)', () => {
    const charges = [
      unpaid('2026-12-10', 720.5),
      unpaid('2026-10-10', 720.5),
      unpaid('2026-11-10', 720.5),
    ];
    // 1,000 zł paid of the three: October's rent whole, 279.50 of November's.
    expect(owedByDeadline(charges, toPay(1161.5), today)).toEqual({
      overdue: 441,
      later: 720.5,
      nextDeadline: '2026-12-10',
    });
    // Paid up to part of December's: nothing overdue.
    expect(owedByDeadline(charges, toPay(500), today)).toEqual({
      overdue: 0,
      later: 500,
      nextDeadline: '2026-12-10',
    });
  });

  it('leaves out returned charges, and says nothing where the unpaid rows do not reach the balance', () => {
    const charges = [unpaid('2026-11-10', 100), unpaid('2026-11-01', 500, 0, { returned: true })];
    expect(owedByDeadline(charges, toPay(100), today)).toEqual({
      overdue: 100,
      later: 0,
      nextDeadline: null,
    });
    expect(owedByDeadline(charges, toPay(600), today)).toBeNull();
  });

  it('says nothing for a balance with nothing to pay', () => {
    const charges = [unpaid('2026-11-10', 100)];
    expect(owedByDeadline(charges, { kind: 'settled', amount: 0 }, today)).toBeNull();
    expect(
      owedByDeadline(charges, { kind: 'overpayment', amount: 5, handling: 'refund' }, today),
    ).toBeNull();
  });

  it('adds up in whole grosze over many rows', () => {
    const charges = Array.from({ length: 300 }, (_, index) =>
      unpaid(`2026-${index % 2 ? '10' : '12'}-${String((index % 28) + 1).padStart(2, '0')}`, 0.1),
    );
    const owed = owedByDeadline(charges, toPay(30), today);
    expect(owed).toEqual({ overdue: 15, later: 15, nextDeadline: '2026-12-01' });
  });
});

describe('latestPlace', () => {
  it('is the dormitory and room of the latest charge, or nothing without charges', () => {
    const moved = { ...charge('2026-10-01', 720.5), dorm: 'DS Riviera', room: '1103' };
    expect(latestPlace([charge('2025-10-01', 1), moved, charge('2026-09-01', 1)])).toEqual({
      dorm: 'DS Riviera',
      room: '1103',
    });
    expect(latestPlace([])).toBeNull();
  });
});
