import type { IdentifierProblem } from './identifier';
import { normaliseDocumentNumber, weightedSumIsZero } from './polish-id-card';

const weights = [7, 3, 9, 1, 7, 3, 1, 7, 3] as const;

/** Polish passport: not 2 letters + 7 digits (`format`), or the check digit. */
export function polishPassportProblem(value: string): IdentifierProblem | null {
  const normalised = normaliseDocumentNumber(value);
  if (!/^[A-Z]{2}\d{7}$/.test(normalised)) return 'format';
  return weightedSumIsZero(normalised, weights) ? null : 'checkDigit';
}

export function isValidPolishPassport(value: string): boolean {
  return polishPassportProblem(value) === null;
}
