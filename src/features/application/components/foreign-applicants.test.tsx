import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { words } from '@/testing/fault-matrix';
import { describeInEachLanguage } from '@/testing/in-each-language';
import { answerApplyingForPlace, answerHomeInPoland, asFutureStudent } from '../testing/fill';
import { prepareRegistrationFormTests, renderRegister } from '../testing/render-register';

await prepareRegistrationFormTests();

const say = (key: string, params: Record<string, string> = {}) =>
  words(`application:${key}`, params);
const year = String(new Date().getFullYear() - 1);

const labels = {
  en: {
    foreigner: /^i am not a polish citizen/i,
    distance: /^distance from/i,
    income: /^average monthly net income/i,
  },
  pl: {
    foreigner: /^nie mam obywatelstwa polskiego/i,
    distance: /^odległość od miejsca/i,
    income: /^średni miesięczny dochód/i,
  },
} as const;

// Issue 34, point 7: a family abroad is told what to enter for the income (which year, the
// conversion to PLN, that an estimate is accepted) and the distance; the address and the
// country say which they are.
describeInEachLanguage('for foreign applicants (%s)', labels, (language, l) => {
  const text = (key: string, params?: Record<string, string>) => say(key, params)[language];

  it('says which country and which address are asked', async () => {
    const { user } = renderRegister(language);
    await asFutureStudent(user);
    await user.click(screen.getByRole('checkbox', { name: l.foreigner }));
    expect(screen.getByRole('combobox', { name: text('form.country') })).toBeVisible();
    expect(text('form.country')).toMatch(/citizenship|obywatelstwa/);
    const address = screen.getByRole('textbox', { name: text('form.homeAddress') });
    expect(text('form.homeAddress')).toMatch(/permanent residence|stałego zamieszkania/);
    expect(address).toHaveAccessibleDescription(text('form.homeAddressHint'));
  });

  it('tells a family abroad what to enter for the income and the distance', async () => {
    const { user } = renderRegister(language);
    await asFutureStudent(user);
    await answerApplyingForPlace(user, language);
    // At home in Poland: the plain hints.
    await answerHomeInPoland(user, language, 'yes');
    expect(screen.getByRole('textbox', { name: l.income })).toHaveAccessibleDescription(
      text('place.incomeHint', { year }),
    );
    // A home abroad, or a foreigner: what the office accepts.
    await answerHomeInPoland(user, language, 'no');
    expect(screen.getByRole('textbox', { name: l.income })).toHaveAccessibleDescription(
      text('place.incomeHintAbroad', { year }),
    );
    expect(screen.getByRole('textbox', { name: l.distance })).toHaveAccessibleDescription(
      text('place.distanceHintAbroad'),
    );
    await answerHomeInPoland(user, language, 'yes');
    await user.click(screen.getByRole('checkbox', { name: l.foreigner }));
    expect(screen.getByRole('textbox', { name: l.distance })).toHaveAccessibleDescription(
      text('place.distanceHintAbroad'),
    );
  });
});
