/**
 * Country ids in the API's dictionary are ISO 3166-1 numeric codes (see api/paths/application.yaml),
 * so Poland is 616 whatever language the list is shown in.
 */
export const POLAND_COUNTRY_ID = '616';

export function isPoland(countryId: unknown): boolean {
  return String(countryId ?? '') === POLAND_COUNTRY_ID;
}

/**
 * Polish postal codes are NN-NNN; other countries' codes are free text of a sane length: 1 to 12
 * letters, digits, spaces and hyphens, starting and ending with a letter or digit (SW1A 1AA,
 * 10115, D02 X285).
 */
export function isValidPostalCode(value: string, countryId?: unknown): boolean {
  if (countryId === undefined || isPoland(countryId)) return /^\d{2}-\d{3}$/.test(value);
  return /^[\p{L}\p{N}](?:[\p{L}\p{N} -]{0,10}[\p{L}\p{N}])?$/u.test(value.trim());
}

/**
 * A Polish postal code as people type it: spaces dropped, and five digits given their dash
 * (`00950` -> `00-950`). Nothing else is guessed (`0-0950` stays, and is refused); a code
 * abroad is only trimmed.
 */
export function normalisePostalCode(value: string, inPoland: boolean): string {
  if (!inPoland) return value.trim();
  const compact = value.replace(/[\s\u00a0]+/g, '');
  return /^\d{5}$/.test(compact) ? `${compact.slice(0, 2)}-${compact.slice(2)}` : compact;
}
