import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/**
 * IBAN via ibantools: mod 97, the country's length and format, and national checks where the
 * library knows them (for Poland the bank sort code's own check digit). Spaces are allowed.
 */
export function isValidIban(value: string): boolean {
  const electronic = electronicFormatIBAN(value.trim());
  return Boolean(electronic) && isValidIBAN(electronic ?? '');
}

export function normaliseIban(value: string): string {
  return electronicFormatIBAN(value.trim()) ?? value.trim();
}
