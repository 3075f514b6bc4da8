/**
 * What is wrong with an identifier, so its message names the mistake: `format` (length or
 * characters: the message says the format), `checkDigit` (the right shape, but the check digit
 * does not match: a digit mistyped or two swapped), and for a PESEL `date` (its first six digits
 * are no date of birth).
 */
export type IdentifierProblem = 'format' | 'checkDigit';

/**
 * Spaces and dashes in a number are ignored: people copy numbers in groups (`440514 01359`,
 * `PL61 1090 1014…`, `526-025-02-74`).
 */
export function withoutSeparators(value: string): string {
  return value.replace(/[\s\u00a0-]+/g, '');
}
