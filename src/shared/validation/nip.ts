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
