import type { Balance, Charge, Payment } from './api';

/** Today as YYYY-MM-DD in local time: ISO dates compare as strings. */
export function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Amounts are summed in grosze: adding a thousand zloty amounts as floats drifts by a grosz. */
const grosze = (amount: number) => Math.round(amount * 100);

/** What a charge asks for: its amount and any interest on it, in grosze. */
const chargeGrosze = (charge: Charge) => grosze(charge.amount) + grosze(charge.interest);

/** The academic year (1 October to 30 September) of an ISO date, named by the year it starts. */
export function academicYearOf(isoDate: string): number {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  return month >= 10 ? year : year - 1;
}

export type FeeYear = {
  /** The calendar year the academic year starts in (2025 for 2025/2026). */
  start: number;
  charges: Charge[];
  payments: Payment[];
  /** Receivables (amounts with interest) and payments of the year, zł. */
  receivables: number;
  paid: number;
};

/**
 * Entries by academic year, newest first, each list in the order given: a charge under the year
 * it was charged in, a payment under the year it was made in (as a statement of account would:
 * a payment names no charge, so the dates are what both have).
 */
export function groupByAcademicYear(charges: Charge[], payments: Payment[]): FeeYear[] {
  const years = new Map<number, { charges: Charge[]; payments: Payment[] }>();
  const yearOf = (start: number) => {
    let year = years.get(start);
    if (!year) {
      year = { charges: [], payments: [] };
      years.set(start, year);
    }
    return year;
  };
  for (const charge of charges) yearOf(academicYearOf(charge.chargeDate)).charges.push(charge);
  for (const payment of payments) yearOf(academicYearOf(payment.date)).payments.push(payment);
  return [...years.entries()]
    .sort(([a], [b]) => b - a)
    .map(([start, year]) => ({ start, ...year, ...sumEntries(year.charges, year.payments) }));
}

/** Receivables (amounts with interest) and payments of a list of entries, zł. */
export function sumEntries(
  charges: Charge[],
  payments: Payment[],
): { receivables: number; paid: number } {
  let receivableGrosze = 0;
  let paidGrosze = 0;
  for (const charge of charges) receivableGrosze += chargeGrosze(charge);
  for (const payment of payments) paidGrosze += grosze(payment.amount);
  return { receivables: receivableGrosze / 100, paid: paidGrosze / 100 };
}

export type BalanceSums = {
  /** Every receivable (amount with interest) and every payment, historical ones included, zł. */
  receivables: number;
  paid: number;
  /** The earliest charge or payment date, ISO; null with no entries. */
  from: string | null;
  /** Whether receivables minus payments is the balance the office gives. */
  addsUp: boolean;
};

/** How the final balance is reached: all receivables minus all payments. */
export function balanceSums(charges: Charge[], payments: Payment[], balance: Balance): BalanceSums {
  let receivableGrosze = 0;
  let paidGrosze = 0;
  let from: string | null = null;
  for (const charge of charges) {
    receivableGrosze += chargeGrosze(charge);
    if (from === null || charge.chargeDate < from) from = charge.chargeDate;
  }
  for (const payment of payments) {
    paidGrosze += grosze(payment.amount);
    if (from === null || payment.date < from) from = payment.date;
  }
  const net = receivableGrosze - paidGrosze;
  const expected =
    balance.kind === 'toPay'
      ? grosze(balance.amount)
      : balance.kind === 'overpayment'
        ? -grosze(balance.amount)
        : 0;
  return {
    receivables: receivableGrosze / 100,
    paid: paidGrosze / 100,
    from,
    addsUp: net === expected,
  };
}

/** What the office may do with an overpayment (the balance answer says which). */
export const overpaymentHandlings = ['setAgainstCharges', 'refund'] as const;

export type OwedByDeadline = {
  /** What is owed past its payment deadline, zł (interest included). */
  overdue: number;
  /** What is owed with its payment deadline still to come, zł. */
  later: number;
  /** The earliest payment deadline of what is owed later (ISO), null with nothing owed later. */
  nextDeadline: string | null;
};

/**
 * The amount to pay split into what is overdue and what is due later, from the unpaid charges.
 * Where the resident has paid part of them (the unpaid rows add up to more than the balance),
 * the part paid is set against the oldest payment deadline first, as the Civil Code does with a
 * payment that names no debt (art. 451 § 3). Null when nothing is to pay, or when the unpaid rows
 * add up to less than the balance (they do not explain it; the office does).
 */
export function owedByDeadline(
  charges: Charge[],
  balance: Balance,
  today = todayIso(),
): OwedByDeadline | null {
  if (balance.kind !== 'toPay') return null;
  const unpaid = charges
    .filter((charge) => !charge.settled && !charge.returned)
    .map((charge) => ({ deadline: charge.paymentDeadline, grosze: chargeGrosze(charge) }))
    .filter((charge) => charge.grosze > 0)
    .sort((a, b) => a.deadline.localeCompare(b.deadline));
  const due = grosze(balance.amount);
  let paidOff = unpaid.reduce((sum, charge) => sum + charge.grosze, 0) - due;
  if (paidOff < 0) return null;
  let overdue = 0;
  let later = 0;
  let nextDeadline: string | null = null;
  for (const charge of unpaid) {
    const setOff = Math.min(paidOff, charge.grosze);
    paidOff -= setOff;
    const owed = charge.grosze - setOff;
    if (owed === 0) continue;
    if (charge.deadline < today) overdue += owed;
    else {
      later += owed;
      nextDeadline ??= charge.deadline;
    }
  }
  return { overdue: overdue / 100, later: later / 100, nextDeadline };
}

/** The dormitory and room of the latest charge (where the resident lives now), or null. */
export function latestPlace(charges: Charge[]): { dorm: string; room: string } | null {
  let latest: Charge | null = null;
  for (const charge of charges)
    if (!latest || charge.chargeDate > latest.chargeDate) latest = charge;
  return latest ? { dorm: latest.dorm, room: latest.room } : null;
}

/** Past its deadline and still owed: a charge given back to the resident is owed by nobody. */
export function isOverdue(charge: Charge, today = todayIso()): boolean {
  return !charge.settled && !charge.returned && charge.paymentDeadline < today;
}
