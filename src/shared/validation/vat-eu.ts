const nipWeights = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/** Polish NIP: 10 digits, weighted sum mod 11 equals the last digit; remainder 10 is invalid. */
export function isValidNip(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  const sum = nipWeights.reduce(
    (total, weight, index) => total + weight * Number(digits[index]),
    0,
  );
  const remainder = sum % 11;
  return remainder !== 10 && remainder === Number(digits[9]);
}

/** National formats of EU VAT numbers (after the two-letter prefix; Greece uses EL). */
const formats: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/**
 * An EU VAT number: a country prefix and the national number. Poland is checked with the NIP
 * checksum; other member states by their published format.
 */
export function isValidVatEu(value: string): boolean {
  const compact = value.replace(/[\s.-]/g, '').toUpperCase();
  const prefix = compact.slice(0, 2);
  const rest = compact.slice(2);
  if (prefix === 'PL') return isValidNip(rest);
  const format = formats[prefix];
  return Boolean(format?.test(rest));
}
