import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { words } from '@/testing/fault-matrix';
import { describeInEachLanguage } from '@/testing/in-each-language';
import { errorAfter, fieldErrorOf, submitAndWaitForSummary } from '../testing/fill';
import { prepareRegistrationFormTests, renderRegister } from '../testing/render-register';

await prepareRegistrationFormTests();

// Issue 34, point 4: a number of the right length whose check digit does not match is a
// mistyped digit, and its message says so; only a wrong length or wrong characters gets the
// format. What can be fixed without guessing is fixed: a Polish account number without its PL,
// a postal code without its dash.
const message = (key: string) => words(`validation:${key}`);
const labels = {
  en: {
    future: /^i will start studying/i,
    pesel: /^pesel/i,
    account: /^bank account number/i,
    postalCode: /^postal code/i,
    homeYes: 'Yes',
    invoice: /^i want an invoice/i,
    vat: /^eu vat number/i,
  },
  pl: {
    future: /^rozpocznę studia/i,
    pesel: /^pesel/i,
    account: /^numer rachunku bankowego/i,
    postalCode: /^kod pocztowy/i,
    homeYes: 'Tak',
    invoice: /^chcę otrzymać fakturę/i,
    vat: /^numer vat ue/i,
  },
};

describeInEachLanguage('messages that name the mistake (%s)', labels, (language, l) => {
  const say = (key: string) => message(key)[language];

  it('PESEL: the format, a date that does not exist, or the check digit', async () => {
    const { user } = renderRegister(language);
    await user.click(await screen.findByRole('radio', { name: l.future }));
    const pesel = await screen.findByRole('textbox', { name: l.pesel });
    expect(await errorAfter(user, pesel, '4405140135')).toBe(say('format.pesel'));
    expect(await errorAfter(user, pesel, '44051401358')).toBe(say('check.pesel'));
    expect(await errorAfter(user, pesel, '02381307589')).toBe(say('check.peselDate'));
    // Spaces and dashes are ignored.
    expect(await errorAfter(user, pesel, '440514-013 59')).toBeNull();
  });

  it('account number: the format or the check digits; 26 digits get their PL', async () => {
    const { user } = renderRegister(language);
    await user.click(await screen.findByRole('radio', { name: l.future }));
    const account = await screen.findByRole('textbox', { name: l.account });
    expect(await errorAfter(user, account, 'PL62 1090 1014 0000 0712 1981 2874')).toBe(
      say('check.bankAccount'),
    );
    expect(await errorAfter(user, account, 'PL36109010150000071219812874')).toBe(
      say('check.bankAccount'),
    );
    expect(await errorAfter(user, account, '1090 1014 0000 0712 1981 2874')).toBe(
      say('format.bankAccount'),
    );
    // Copied from a Polish banking app: no country code. Accepted, and shown with it.
    await user.clear(account);
    await user.paste('61 1090 1014 0000 0712 1981 2874');
    await user.tab();
    expect(account).toHaveValue('PL61 1090 1014 0000 0712 1981 2874');
    await submitAndWaitForSummary(user);
    expect(fieldErrorOf(account)).toBeNull();
  });

  it('postal code in Poland: 00950 becomes 00-950; a misplaced dash is not moved', async () => {
    const { user } = renderRegister(language);
    await user.click(await screen.findByRole('radio', { name: l.future }));
    const home = screen.getAllByRole('radio', { name: l.homeYes });
    // The first Yes/No question of the form is about a place; the second, the home address.
    await user.click(home[1] as HTMLElement);
    const postalCode = screen.getByRole('textbox', { name: l.postalCode });
    await user.click(postalCode);
    await user.paste('00950');
    await user.tab();
    expect(postalCode).toHaveValue('00-950');
    await submitAndWaitForSummary(user);
    expect(fieldErrorOf(postalCode)).toBeNull();
    expect(await errorAfter(user, postalCode, '0-0950')).toBe(say('format.postalCode'));
  });

  it('EU VAT number: the format or the check digit', async () => {
    const { user } = renderRegister(language);
    await user.click(await screen.findByRole('checkbox', { name: l.invoice }));
    const vat = await screen.findByRole('textbox', { name: l.vat });
    expect(await errorAfter(user, vat, 'PL8567346216')).toBe(say('check.vatEU'));
    expect(await errorAfter(user, vat, '8567346215')).toBe(say('format.vatEU'));
    expect(await errorAfter(user, vat, 'PL 856-734-62-15')).toBeNull();
  });
});

describe('the check-digit messages', () => {
  it('are plain words in both languages, different from the format ones', () => {
    for (const key of ['pesel', 'bankAccount', 'vatEU', 'documentNumber']) {
      const check = message(`check.${key}`);
      const format = message(`format.${key}`);
      expect(check.en).toMatch(/check digit/);
      expect(check.pl).toMatch(/cyfr\S* kontroln/);
      expect(check.en).not.toBe(format.en);
      expect(check.pl).not.toBe(format.pl);
    }
  });
});
