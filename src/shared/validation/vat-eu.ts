import {
  austria,
  belgium,
  bulgaria,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
  type Country,
} from 'jsvat-next';
import type { IdentifierProblem } from './identifier';
import { nipProblem } from './nip';

/**
 * The other 26 member states by their VAT prefix, with jsvat-next's format and check-digit rules.
 * Greece is EL only (GR is its ISO code, not a VAT prefix). Poland is not here: jsvat-next reads a
 * NIP remainder of 10 as 0 and so accepts PL1000000160, which the tax office never issues.
 */
const memberStates: Readonly<Partial<Record<string, Country>>> = {
  AT: austria,
  BE: belgium,
  BG: bulgaria,
  CY: cyprus,
  CZ: czechRepublic,
  DE: germany,
  DK: denmark,
  EE: estonia,
  EL: greece,
  ES: spain,
  FI: finland,
  FR: france,
  HR: croatia,
  HU: hungary,
  IE: ireland,
  IT: italy,
  LT: lithuania,
  LU: luxembourg,
  LV: latvia,
  MT: malta,
  NL: netherlands,
  PT: portugal,
  RO: romania,
  SE: sweden,
  SI: slovenia,
  SK: slovakiaRepublic,
};

/**
 * What is wrong with an EU VAT number, or null: no member state's prefix, or not that state's
 * national format (`format`), or the national number's check digits do not match (`checkDigit`).
 * Spaces, dots and hyphens are ignored; case does not matter.
 */
export function vatEuProblem(value: string): IdentifierProblem | null {
  const compact = value.replace(/[\s.-]/g, '').toUpperCase();
  if (!/^[A-Z]{2}[A-Z0-9+*]+$/.test(compact)) return 'format';
  const prefix = compact.slice(0, 2);
  if (prefix === 'PL') return nipProblem(compact.slice(2));
  const country = memberStates[prefix];
  if (!country) return 'format';
  for (const format of country.rules.regex) {
    const match = format.exec(compact);
    if (match?.[2] !== undefined) return country.calcFn(match[2]) ? null : 'checkDigit';
  }
  return 'format';
}

/** An EU VAT number: a member state's prefix and the national number with its real check digits. */
export function isValidVatEu(value: string): boolean {
  return vatEuProblem(value) === null;
}
