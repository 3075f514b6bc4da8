import { isValidPhoneNumber } from 'libphonenumber-js/min';

/**
 * A phone number by libphonenumber-js (the metadata of every country); without a "+" prefix the
 * number is read as Polish.
 */
export function isValidPhone(value: string): boolean {
  const trimmed = value.trim();
  if (!trimmed || /[^\d\s()+-]/.test(trimmed)) return false;
  try {
    return isValidPhoneNumber(trimmed, 'PL');
  } catch {
    return false;
  }
}
