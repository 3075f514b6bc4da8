import type { IdentifierProblem } from './identifier';

const weights = [7, 3, 1, 9, 7, 3, 1, 7, 3] as const;

/** A=10 ... Z=35, digits as themselves. */
export function characterValue(character: string): number {
  const code = character.charCodeAt(0);
  return code >= 65 && code <= 90 ? code - 55 : Number(character);
}

/** Weighted sum of the characters mod 10 must be 0 (the check digit is included in the sum). */
export function weightedSumIsZero(value: string, weightList: readonly number[]): boolean {
  const sum = [...value].reduce(
    (total, character, index) => total + (weightList[index] ?? 0) * characterValue(character),
    0,
  );
  return sum % 10 === 0;
}

/** Normalises what a person may type: spaces and dashes dropped, letters upper-case. */
export function normaliseDocumentNumber(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** Polish ID card (dowód osobisty): not 3 letters + 6 digits (`format`), or the check digit. */
export function polishIdCardProblem(value: string): IdentifierProblem | null {
  const normalised = normaliseDocumentNumber(value);
  if (!/^[A-Z]{3}\d{6}$/.test(normalised)) return 'format';
  return weightedSumIsZero(normalised, weights) ? null : 'checkDigit';
}

export function isValidPolishIdCard(value: string): boolean {
  return polishIdCardProblem(value) === null;
}
