import type { IdentifierProblem } from './identifier';
import { polishIdCardProblem } from './polish-id-card';
import { polishPassportProblem } from './polish-passport';

/**
 * An identity document's number for its kind of document (the dictionary's code): a Polish ID
 * card and passport by their own rules and check digit; any other document 3 to 30 letters,
 * digits, spaces or dashes, starting with a letter or digit. The form and the demo API use it.
 */
export function documentNumberProblem(
  code: string | undefined,
  number: string,
): IdentifierProblem | null {
  if (code === 'PL_ID_CARD') return polishIdCardProblem(number);
  if (code === 'PL_PASSPORT') return polishPassportProblem(number);
  return /^[\p{L}\p{N}][\p{L}\p{N} -]{2,29}$/u.test(number) ? null : 'format';
}
