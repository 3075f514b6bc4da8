/**
 * Country ids in the API's dictionary are ISO 3166-1 numeric codes (see api/paths/application.yaml),
 * so Poland is 616 whatever language the list is shown in.
 */
export const POLAND_COUNTRY_ID = '616';

export function isPoland(countryId: unknown): boolean {
  return String(countryId ?? '') === POLAND_COUNTRY_ID;
}

/** Polish postal codes are NN-NNN; other countries' codes are free text (but not blank). */
export function isValidPostalCode(value: string, countryId?: unknown): boolean {
  if (countryId === undefined || isPoland(countryId)) return /^\d{2}-\d{3}$/.test(value);
  return value.trim().length > 0;
}
