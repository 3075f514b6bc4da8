import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';
import { composeIBAN, isValidIBAN } from 'ibantools';
import { isValidIban } from './iban';
import { isValidNrb } from './nrb';
import { isValidPesel, peselBirthDate } from './pesel';
import { isValidPhone } from './phone';
import { isValidPolishIdCard } from './polish-id-card';
import { isValidPolishPassport } from './polish-passport';
import { isValidPostalCode, POLAND_COUNTRY_ID } from './postal-code';
import { isValidHttpUrl } from './url';
import { isValidNip } from './nip';
import { isValidVatEu } from './vat-eu';

// Every vector of /work/shared/notes/validation-vectors.md, valid and invalid.
describe('PESEL', () => {
  it.each(['44051401359', '02211307589', '02122401358', '83071503434', '00222900009'])(
    'accepts %s',
    (value) => expect(isValidPesel(value)).toBe(true),
  );
  it.each([
    ['44051401358', 'check digit'],
    ['02381307589', 'month 38'],
    ['01222900006', '2001-02-29'],
    ['00000000000', 'no such date'],
    ['4405140135', 'ten digits'],
    ['4405140135A', 'a letter'],
    ['', 'empty'],
  ])('rejects %s (%s)', (value) => expect(isValidPesel(value)).toBe(false));

  it('reads the century from the month', () => {
    expect(peselBirthDate('00222900009')?.toISOString().slice(0, 10)).toBe('2000-02-29');
    expect(peselBirthDate('44051401359')?.toISOString().slice(0, 10)).toBe('1944-05-14');
  });
});

describe('Polish ID card', () => {
  it.each(['ABA300000', 'AYW036733', 'APH505567', 'ABS123456', 'abs 123456'])(
    'accepts %s',
    (value) => expect(isValidPolishIdCard(value)).toBe(true),
  );
  it.each(['AYW036731', 'ABS523456', 'AB1234567', 'ABS12345', ''])('rejects %s', (value) =>
    expect(isValidPolishIdCard(value)).toBe(false),
  );
});

describe('Polish passport', () => {
  it('accepts CC7999486', () => expect(isValidPolishPassport('CC7999486')).toBe(true));
  it.each(['CC7999480', 'C79994861', 'CCC799948', ''])('rejects %s', (value) =>
    expect(isValidPolishPassport(value)).toBe(false),
  );
});

describe('IBAN', () => {
  it.each([
    'PL61109010140000071219812874',
    'PL61 1090 1014 0000 0712 1981 2874',
    'GR1601101050000010547023795',
    'BE31435411161155',
  ])('accepts %s', (value) => expect(isValidIban(value)).toBe(true));
  it.each([
    ['PL62109010140000071219812874', 'mod 97'],
    ['PL36109010150000071219812874', 'sort-code check digit'],
    ['', 'empty'],
    ['1090 1014 0000 0712 1981 2874', 'no country, 24 digits'],
  ])('rejects %s (%s)', (value) => expect(isValidIban(value)).toBe(false));
  it('gives a bare 26-digit Polish account number its PL (issue 34)', () =>
    expect(isValidIban('61109010140000071219812874')).toBe(true));
});

describe('Polish account number (NRB), beside the IBAN rule', () => {
  it.each([
    ['61109010140000071219812874', true],
    ['03680437044804691144894589', true],
    // Check digits 00, 01 and 99 never occur in an IBAN even when mod 97 works out.
    ['00919537175700719279269578', false],
    ['62109010140000071219812874', false],
    ['61109010140000071219812875', false],
    ['36109010150000071219812874', false],
    ['6110901014000007121981287', false],
    ['6110901014000007121981287a', false],
  ])('%s -> %s', (nrb, valid) => {
    expect(isValidNrb(nrb)).toBe(valid);
  });
  it('agrees with ibantools on PL + the number, for 3000 numbers valid and not', () => {
    // A small deterministic generator (LCG), so a failure names a number that stays the same.
    let seed = 20261124;
    const digits = (count: number) =>
      Array.from({ length: count }, () => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return String(Math.floor(seed / 65536) % 10);
      }).join('');
    const sortCodeCheck = (first7: string) =>
      String(
        (10 - ([3, 9, 7, 1, 3, 9, 7].reduce((t, w, i) => t + w * Number(first7[i]), 0) % 10)) % 10,
      );
    const numbers: string[] = [];
    for (let i = 0; i < 1000; i += 1) {
      const first7 = digits(7);
      const bban = `${first7}${sortCodeCheck(first7)}${digits(16)}`;
      const iban = composeIBAN({ countryCode: 'PL', bban }) ?? '';
      numbers.push(iban.slice(2)); // valid
      numbers.push(`${iban.slice(2, 11)}${digits(1)}${iban.slice(12)}`); // sort-code check digit guessed
      numbers.push(digits(26)); // anything
    }
    const verdicts = numbers.map((nrb) => [nrb, isValidNrb(nrb)] as const);
    expect(verdicts).toEqual(numbers.map((nrb) => [nrb, isValidIBAN(`PL${nrb}`)]));
    expect(verdicts.filter(([, valid]) => valid).length).toBeGreaterThan(1000);
    expect(verdicts.filter(([, valid]) => !valid).length).toBeGreaterThan(1000);
  });
});

// One published number per member state (python-stdnum's examples, cross-checked with python-stdnum
// 1.18 and jsvat-next 3.0.4) and the same number with one character changed.
const vatPerMemberState = [
  ['ATU13585627', 'ATU13585626'],
  ['BE0403019261', 'BE0403019262'],
  ['BG175074752', 'BG175074751'],
  ['CY10259033P', 'CY10259033Z'],
  ['CZ25123891', 'CZ25123890'],
  ['DE136695976', 'DE136695978'],
  ['DK13585628', 'DK13585627'],
  ['EE100594102', 'EE100594103'],
  ['EL094259216', 'EL094259217'],
  ['ESJ99216582', 'ESJ99216583'],
  ['FI20774740', 'FI20774741'],
  ['FR40303265045', 'FR40303265046'],
  ['HR33392005961', 'HR33392005962'],
  ['HU12892312', 'HU12892313'],
  ['IE6433435F', 'IE6433435E'],
  ['IT00743110157', 'IT00743110158'],
  ['LT119511515', 'LT119511516'],
  ['LU15027442', 'LU15027443'],
  ['LV40003521600', 'LV40003521601'],
  ['MT11679112', 'MT11679113'],
  ['NL004495445B01', 'NL004495446B01'],
  ['PL8567346215', 'PL8567346216'],
  ['PT501964843', 'PT501964842'],
  ['RO18547290', 'RO18547291'],
  ['SE123456789701', 'SE123456789101'],
  ['SI50223054', 'SI50223055'],
  ['SK2022749619', 'SK2022749618'],
] as const;

describe('EU VAT number', () => {
  it('has a vector for each of the 27 member states', () => {
    expect(new Set(vatPerMemberState.map(([valid]) => valid.slice(0, 2))).size).toBe(27);
  });
  it.each(vatPerMemberState)('accepts %s and refuses %s (check digits)', (valid, changed) => {
    expect(isValidVatEu(valid)).toBe(true);
    expect(isValidVatEu(changed)).toBe(false);
  });
  it.each(['PL5260250274', 'PL 856-734-62-15', 'de 136.695.976', 'EL 094 259 216'])(
    'accepts %s',
    (value) => expect(isValidVatEu(value)).toBe(true),
  );
  it.each([
    ['PL1000000160', 'remainder 10'],
    ['GR094259216', 'Greece is EL'],
    ['8567346215', 'no prefix'],
    ['XX123456789', 'unknown prefix'],
    ['EU123456789', 'not a member state'],
    ['GB980780684', 'not a member state'],
    ['DE12345678', 'German format'],
    ['FR40303265045|||AB123456789', 'characters a VAT number never has'],
    ['', 'empty'],
  ])('rejects %s (%s)', (value) => expect(isValidVatEu(value)).toBe(false));
  it('checks a bare NIP', () => {
    expect(isValidNip('8567346215')).toBe(true);
    expect(isValidNip('1000000160')).toBe(false);
  });
});

describe('postal code', () => {
  it('accepts NN-NNN in Poland', () => {
    expect(isValidPostalCode('00-950', POLAND_COUNTRY_ID)).toBe(true);
    expect(isValidPostalCode('00-950')).toBe(true);
  });
  it.each(['00950', '0-0950', '00-95', 'ab-cde', ''])('rejects %s in Poland', (value) =>
    expect(isValidPostalCode(value, POLAND_COUNTRY_ID)).toBe(false),
  );
  it('takes free text elsewhere but not a blank', () => {
    expect(isValidPostalCode('SW1A 1AA', '826')).toBe(true);
    expect(isValidPostalCode('00950', '276')).toBe(true);
    expect(isValidPostalCode('  ', '276')).toBe(false);
  });
});

describe('phone', () => {
  it.each([
    ['+48 601 234 567', 'Polish mobile'],
    ['601234567', 'Polish mobile without +48'],
    ['+48 22 234 50 00', 'Warsaw landline'],
    ['58 347 10 00', 'Gdańsk landline without +48'],
    ['+49 30 901820', 'Berlin landline'],
    ['+44 20 7946 0958', 'London landline'],
  ])('accepts %s (%s)', async (value) => expect(await isValidPhone(value)).toBe(true));
  it.each([
    ['123', 'too short'],
    ['+48 601', 'too short'],
    ['abc', 'letters'],
    ['60123456a', 'a letter'],
    ['', 'empty'],
    ['111111111', 'no Polish range starts with 11'],
    ['+48 100 000 000', 'no Polish range starts with 10'],
    ['+48 111 111 111', 'no Polish range starts with 11'],
  ])('rejects %s (%s)', async (value) => expect(await isValidPhone(value)).toBe(false));
});

describe('e-mail', () => {
  it.each(['jan.kowalski@uczelnia.edu.pl', 'a@b.pl'])('accepts %s', (value) =>
    expect(isValidEmail(value)).toBe(true),
  );
  it.each(['jan', 'jan@', '@b.pl', 'jan@b', 'jan kowalski@b.pl', 'a@@b.pl'])(
    'rejects %s',
    (value) => expect(isValidEmail(value)).toBe(false),
  );
});

describe('URL', () => {
  it.each(['http://example.com', 'https://akademiki.uczelnia.edu.pl/path?x=1', 'HTTPS://A.PL'])(
    'accepts %s',
    (value) => expect(isValidHttpUrl(value)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    ' https://example.com',
    'data:text/html,hi',
    'ftp://example.com',
    'FTP://example.com',
    'example.com',
    '',
  ])('rejects %s', (value) => expect(isValidHttpUrl(value)).toBe(false));
});
