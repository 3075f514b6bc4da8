const sortCodeWeights = [3, 9, 7, 1, 3, 9, 7] as const;

/**
 * A Polish account number (NRB, 26 digits, no country code) as banking apps check it: the IBAN
 * rule of ./iban.ts for PL + the number. Written out rather than calling ibantools so the payment QR
 * code does not pull the library's every-country table; a test holds it to ibantools.
 * The IBAN mod 97 of PL + the number must be 1, and the 8-digit bank sort code inside has its own
 * check digit.
 */
export function isValidNrb(nrb: string): boolean {
  if (!/^\d{26}$/.test(nrb)) return false;
  const checkDigits = Number(nrb.slice(0, 2));
  if (checkDigits < 2 || checkDigits > 98) return false;
  // IBAN check: the country code moves to the end, letters become numbers (P = 25, L = 21).
  const rearranged = `${nrb.slice(2)}2521${nrb.slice(0, 2)}`;
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  if (remainder !== 1) return false;
  const sortCode = nrb.slice(2, 10);
  const sum = sortCodeWeights.reduce(
    (total, weight, index) => total + weight * Number(sortCode[index]),
    0,
  );
  return (10 - (sum % 10)) % 10 === Number(sortCode[7]);
}
