import { describe, expect, it } from 'vitest';
import { ibanProblem, normaliseIban } from './iban';
import { nipProblem } from './nip';
import { normalisePesel, peselProblem } from './pesel';
import { polishIdCardProblem } from './polish-id-card';
import { polishPassportProblem } from './polish-passport';
import { isValidPostalCode, normalisePostalCode } from './postal-code';
import { vatEuProblem } from './vat-eu';

// Issue 34, point 4: the vectors of /work/shared/notes/validation-vectors.md sorted by the
// mistake they hold, so each message can name it: the format (length, characters) or the check
// digit (and for a PESEL, a date of birth that does not exist).
describe('what is wrong with an identifier', () => {
  it.each([
    ['44051401359', null],
    ['440514 01359', null],
    ['440-514-013-59', null],
    ['44051401358', 'checkDigit'],
    ['02381307589', 'date'],
    ['01222900006', 'date'],
    ['00000000000', 'date'],
    ['4405140135', 'format'],
    ['4405140135A', 'format'],
    ['', 'format'],
  ])('PESEL %s: %s', (value, problem) => expect(peselProblem(value)).toBe(problem));

  it.each([
    ['PL61109010140000071219812874', null],
    ['PL61 1090 1014 0000 0712 1981 2874', null],
    ['61 1090 1014 0000 0712 1981 2874', null],
    ['61-1090-1014-0000-0712-1981-2874', null],
    ['GR1601101050000010547023795', null],
    ['BE31435411161155', null],
    ['PL62109010140000071219812874', 'checkDigit'],
    ['PL36109010150000071219812874', 'checkDigit'],
    ['62109010140000071219812874', 'checkDigit'],
    ['PL6110901014000007121981287', 'format'],
    ['1090 1014 0000 0712 1981 2874', 'format'],
    ['XX61109010140000071219812874', 'format'],
    ['', 'format'],
  ])('IBAN %s: %s', (value, problem) => expect(ibanProblem(value)).toBe(problem));

  it.each([
    ['8567346215', null],
    ['856-734-62-15', null],
    ['8567346216', 'checkDigit'],
    ['1000000160', 'checkDigit'],
    ['856734621', 'format'],
    ['85673462AB', 'format'],
  ])('NIP %s: %s', (value, problem) => expect(nipProblem(value)).toBe(problem));

  it.each([
    ['PL8567346215', null],
    ['PL 856-734-62-15', null],
    ['DE136695976', null],
    ['PL8567346216', 'checkDigit'],
    ['PL1000000160', 'checkDigit'],
    ['DE136695978', 'checkDigit'],
    ['8567346215', 'format'],
    ['GR094259216', 'format'],
    ['DE12345678', 'format'],
    ['', 'format'],
  ])('EU VAT %s: %s', (value, problem) => expect(vatEuProblem(value)).toBe(problem));

  it.each([
    ['ABS123456', null],
    ['abs 123456', null],
    ['AYW036731', 'checkDigit'],
    ['ABS523456', 'checkDigit'],
    ['AB1234567', 'format'],
  ])('Polish ID card %s: %s', (value, problem) => expect(polishIdCardProblem(value)).toBe(problem));

  it.each([
    ['CC7999486', null],
    ['CC7999480', 'checkDigit'],
    ['C79994861', 'format'],
  ])('Polish passport %s: %s', (value, problem) =>
    expect(polishPassportProblem(value)).toBe(problem),
  );
});

describe('fixing what can be fixed without guessing', () => {
  it('gives a 26-digit Polish account number its PL, and drops spaces and dashes', () => {
    expect(normaliseIban('61 1090 1014 0000 0712 1981 2874')).toBe('PL61109010140000071219812874');
    expect(normaliseIban('pl61-1090-1014-0000-0712-1981-2874')).toBe(
      'PL61109010140000071219812874',
    );
    // Any other length is no Polish account: nothing is guessed.
    expect(normaliseIban('1090 1014 0000 0712 1981 2874')).toBe('109010140000071219812874');
    expect(normaliseIban('GR16 0110 1050 0000 1054 7023 795')).toBe('GR1601101050000010547023795');
  });

  it('gives a 5-digit Polish postal code its dash, and nothing else', () => {
    expect(normalisePostalCode('00950', true)).toBe('00-950');
    expect(normalisePostalCode(' 00 950 ', true)).toBe('00-950');
    expect(normalisePostalCode('00-950', true)).toBe('00-950');
    // The vectors' misplaced dash is not moved: it is refused.
    expect(normalisePostalCode('0-0950', true)).toBe('0-0950');
    expect(isValidPostalCode(normalisePostalCode('0-0950', true))).toBe(false);
    expect(normalisePostalCode('0095', true)).toBe('0095');
    // Abroad, a code is the country's own: only trimmed.
    expect(normalisePostalCode(' 10115 ', false)).toBe('10115');
  });

  it('reads a PESEL with spaces and dashes as its digits', () => {
    expect(normalisePesel('440514 013-59')).toBe('44051401359');
  });
});
