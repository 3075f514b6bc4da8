import { withoutSeparators } from './identifier';

const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3] as const;

/** Month field offsets encode the century of birth. */
const centuries: readonly [offset: number, century: number][] = [
  [80, 1800],
  [0, 1900],
  [20, 2000],
  [40, 2100],
  [60, 2200],
];

/** The date of birth a PESEL encodes, or null when it names no real date. */
export function peselBirthDate(value: string): Date | null {
  if (!/^\d{11}$/.test(value)) return null;
  const yy = Number(value.slice(0, 2));
  const mm = Number(value.slice(2, 4));
  const dd = Number(value.slice(4, 6));
  const entry = centuries.find(([offset]) => mm > offset && mm <= offset + 12);
  if (!entry) return null;
  const [offset, century] = entry;
  const year = century + yy;
  const month = mm - offset;
  const date = new Date(Date.UTC(year, month - 1, dd));
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === dd;
  return exists ? date : null;
}

/**
 * A PESEL as people copy it from documents and letters: in groups (`440514 01359`), with dashes
 * or a stray space pasted along. The digits are the number: what is sent and what signs a token.
 */
export function normalisePesel(value: string): string {
  return withoutSeparators(value);
}

/**
 * What is wrong with a PESEL (spaces and dashes aside), or null: not 11 digits (`format`), no
 * real date of birth (`date`), or a check digit that does not match (`checkDigit`).
 */
export function peselProblem(typed: string): 'format' | 'date' | 'checkDigit' | null {
  const value = normalisePesel(typed);
  if (!/^\d{11}$/.test(value)) return 'format';
  if (peselBirthDate(value) === null) return 'date';
  const digits = [...value].map(Number);
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  return (10 - (sum % 10)) % 10 === digits[10] ? null : 'checkDigit';
}

/** Polish national ID number (spaces aside): 11 digits, a real date of birth and the check digit. */
export function isValidPesel(typed: string): boolean {
  return peselProblem(typed) === null;
}
