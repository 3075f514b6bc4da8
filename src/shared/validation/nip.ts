import { withoutSeparators, type IdentifierProblem } from './identifier';

const nipWeights = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/**
 * Polish NIP (spaces and dashes aside): not 10 digits is `format`; a weighted sum mod 11 that is
 * not the last digit, or is 10 (never issued), is `checkDigit`.
 */
export function nipProblem(value: string): IdentifierProblem | null {
  const digits = withoutSeparators(value);
  if (!/^\d{10}$/.test(digits)) return 'format';
  const sum = nipWeights.reduce(
    (total, weight, index) => total + weight * Number(digits[index]),
    0,
  );
  const remainder = sum % 11;
  return remainder !== 10 && remainder === Number(digits[9]) ? null : 'checkDigit';
}

export function isValidNip(value: string): boolean {
  return nipProblem(value) === null;
}
