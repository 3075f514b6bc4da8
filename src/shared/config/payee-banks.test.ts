import { isValidBIC } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { bicOf, configuredPayeeBanks, defaultPayeeBanks, parsePayeeBanks } from './payee-banks';

// The demo's account, at Santander Bank Polska (sort code 1090 1014), and a valid account at
// PKO Bank Polski (sort code 1020 1026).
const santander = '61109010140000071219812874';
const pko = '60102010260000042270201111';

describe('the BIC of the payee bank (VITE_PAYEE_BANKS, decision 016)', () => {
  it('reads entries of a sort-code start and a Polish BIC', () => {
    expect(parsePayeeBanks(' 109:WBKPPLPP , 1020:BPKOPLPWXXX ')).toEqual([
      { sortCodePrefix: '109', bic: 'WBKPPLPP' },
      { sortCodePrefix: '1020', bic: 'BPKOPLPWXXX' },
    ]);
    expect(parsePayeeBanks('')).toEqual([]);
    for (const { bic } of parsePayeeBanks(defaultPayeeBanks)) expect(isValidBIC(bic)).toBe(true);
  });

  it.each([
    ['no BIC', '109'],
    ['a BIC of another country', '109:WBKPDEPP'],
    ['a BIC of the wrong length', '109:WBKPPLP'],
    ['lower case', '109:wbkpplpp'],
    ['a sort-code start too short', '10:WBKPPLPP'],
    ['a sort-code start with a letter', '10A:WBKPPLPP'],
    ['two colons', '109:WBKPPLPP:X'],
  ])('refuses %s, naming the entry', (_case, value) => {
    expect(() => parsePayeeBanks(`1020:BPKOPLPW, ${value}`)).toThrow(`"${value}"`);
  });

  it('gives the BIC only for an account at the bank it names, the longest start winning', () => {
    const banks = parsePayeeBanks('109:WBKPPLPP, 10901014:WBKPPLPPXYZ');
    expect(bicOf(santander, banks)).toBe('WBKPPLPPXYZ');
    expect(bicOf(santander, parsePayeeBanks('109:WBKPPLPP'))).toBe('WBKPPLPP');
    expect(bicOf(pko, banks)).toBeNull();
    // The check digits are not the sort code: "61" must not match a bank "611".
    expect(bicOf(santander, parsePayeeBanks('611:WBKPPLPP'))).toBeNull();
    expect(bicOf('6110901014', banks)).toBeNull();
  });

  it('is the demo bank by default, a valid BIC of the account shown', () => {
    expect(configuredPayeeBanks()).toEqual(parsePayeeBanks(defaultPayeeBanks));
    const bic = bicOf(santander);
    expect(bic).toBe('WBKPPLPP');
    expect(isValidBIC(bic ?? '')).toBe(true);
  });
});
