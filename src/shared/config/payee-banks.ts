/**
 * The BIC (SWIFT code) of the banks that hold the fee collector's accounts, as the office supplies
 * it: deployment configuration, `VITE_PAYEE_BANKS` (README, decision 016). Each entry names a
 * Polish bank by the start of its 8-digit sort code (the bank's own number, 3 or 4 digits, or
 * more for a branch with a BIC of its own) and gives its BIC:
 *
 *     VITE_PAYEE_BANKS="109:WBKPPLPP"
 *
 * A BIC is shown only for an account whose sort code starts with its entry's number, so a
 * configuration left from an earlier bank shows no BIC rather than a wrong one. Read here and not
 * in env.ts: the early painter draws the payment card and may share no module with the entry
 * (decision 015). The build refuses a malformed value (vite.config.ts), so the app never meets one.
 */

export type PayeeBank = {
  /** The first 3 to 8 digits of the sort code (the NRB's digits 3 to 10). */
  sortCodePrefix: string;
  bic: string;
};

/** The demo's (and the default deployment's) account bank: Santander Bank Polska, number 109. */
export const defaultPayeeBanks = '109:WBKPPLPP';

/**
 * A BIC of a Polish bank (ISO 9362): 4 letters for the bank, `PL`, 2 letters or digits for the
 * place, and optionally 3 for the branch.
 */
const polishBic = /^[A-Z]{4}PL[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** `109:WBKPPLPP, 1020:BPKOPLPW`; throws on an entry of another form, naming it. */
export function parsePayeeBanks(value: string): PayeeBank[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [prefix = '', bic = '', ...rest] = entry.split(':').map((part) => part.trim());
      if (rest.length || !/^\d{3,8}$/.test(prefix) || !polishBic.test(bic))
        throw new Error(
          `VITE_PAYEE_BANKS: "${entry}" is not <the sort code's first 3 to 8 digits>:<a Polish BIC>`,
        );
      return { sortCodePrefix: prefix, bic };
    });
}

/** The deployment's banks (read when first asked, so vite.config.ts can import the parser). */
export function configuredPayeeBanks(): PayeeBank[] {
  const value = (import.meta.env.VITE_PAYEE_BANKS as string | undefined)?.trim();
  try {
    return parsePayeeBanks(value || defaultPayeeBanks);
  } catch {
    return [];
  }
}

/**
 * The BIC of the bank that holds `accountNumber` (an NRB, 26 digits), from the entry with the
 * longest sort-code prefix the account starts with; null when none names its bank.
 */
export function bicOf(accountNumber: string, banks = configuredPayeeBanks()): string | null {
  if (!/^\d{26}$/.test(accountNumber)) return null;
  const sortCode = accountNumber.slice(2, 10);
  let found: PayeeBank | null = null;
  for (const bank of banks)
    if (
      sortCode.startsWith(bank.sortCodePrefix) &&
      bank.sortCodePrefix.length > (found?.sortCodePrefix.length ?? 0)
    )
      found = bank;
  return found?.bic ?? null;
}
