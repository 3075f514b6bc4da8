import { normaliseDocumentNumber, weightedSumIsZero } from './polish-id-card';

const weights = [7, 3, 9, 1, 7, 3, 1, 7, 3] as const;

/** Polish passport: 2 letters + 7 digits with a check digit. */
export function isValidPolishPassport(value: string): boolean {
  const normalised = normaliseDocumentNumber(value);
  return /^[A-Z]{2}\d{7}$/.test(normalised) && weightedSumIsZero(normalised, weights);
}
