import { electronicFormatIBAN, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { withoutSeparators, type IdentifierProblem } from './identifier';

/**
 * An account number as it is sent: spaces and dashes dropped, letters upper-case, and a bare
 * 26-digit number (a Polish NRB, as Polish banking apps copy it) given its `PL`. Nothing else is
 * guessed: any other number without a country code stays as typed and is refused as a format.
 */
export function normaliseIban(value: string): string {
  const compact = withoutSeparators(value).toUpperCase();
  if (/^\d{26}$/.test(compact)) return `PL${compact}`;
  return electronicFormatIBAN(compact) ?? compact;
}

const formatErrors: readonly ValidationErrorsIBAN[] = [
  ValidationErrorsIBAN.NoIBANProvided,
  ValidationErrorsIBAN.NoIBANCountry,
  ValidationErrorsIBAN.WrongBBANLength,
  ValidationErrorsIBAN.WrongBBANFormat,
  ValidationErrorsIBAN.ChecksumNotNumber,
];

/**
 * IBAN via ibantools: the country's length and format (`format`), then mod 97 and the national
 * checks the library knows, for Poland the bank sort code's own check digit (`checkDigit`).
 */
export function ibanProblem(value: string): IdentifierProblem | null {
  const { valid, errorCodes } = validateIBAN(normaliseIban(value));
  if (valid) return null;
  return errorCodes.some((code) => formatErrors.includes(code)) ? 'format' : 'checkDigit';
}

export function isValidIban(value: string): boolean {
  return ibanProblem(value) === null;
}
