import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { demoGuestIds } from '@/mocks/db/guest';
import * as faults from '@/testing/api-faults';
import { words, type Language } from '@/testing/fault-matrix';
import * as form from '@/testing/form-language';
import { renderWithProviders } from '@/testing/test-utils';
import { GuestForm } from './guest-form';

// Issue 13: each kind of failure the guest form shows, then a language switch: all in the other
// language, exactly, nothing of the first one left (the server's own words are shown as sent).

const uuid = demoGuestIds.polish;
const verifyPath = '/app/guest/:uuid/verify';
const g = (key: string) => words(`guest:${key}`);
const v = (key: string) => words(`validation:valid.${key}`);
const label = {
  firstName: g('form.firstName'),
  lastName: g('form.lastName'),
  pesel: g('form.pesel'),
};
const peselHint = g('form.peselHint');

const answer = form.answerTo('post', verifyPath);

const fields = [
  form.labelledField(label.firstName),
  form.labelledField(label.lastName),
  form.labelledField(label.pesel, peselHint),
];
/** Errors on first name, last name and PESEL (null: none), as the fields and the summary show them. */
const onFields = (...messages: (form.Message | null)[]) => form.fieldErrors(fields, messages);

const failed = g('failed');
const inFailedAlert = form.failureAlert(failed);

const mismatchHint = g('mismatchHint');
const serverOnName = {
  en: 'The first name is too long for us',
  pl: 'The first name is too long for us',
};

const cases: (form.FailureCase & { fill?: boolean })[] = [
  {
    kind: 'nothing filled in (client checks)',
    fill: false,
    shown: onFields(v('firstName'), v('lastName'), v('pesel')),
  },
  {
    kind: 'the data do not match (422: the spec sentence, not the server’s)',
    fail: answer(422, {
      errors: [
        { msg: 'Filled data are mismatch with those passed on registration.', param: 'guest' },
      ],
    }),
    shown: (language) => [
      ...form.alertOf(g('mismatch'), (lang) => mismatchHint[lang])(language),
      mismatchHint[language],
    ],
  },
  {
    kind: '422 on a field of the form (the server’s words, as sent)',
    fail: answer(422, { errors: [{ msg: serverOnName.en, param: 'firstName' }] }),
    shown: onFields(serverOnName, null, null),
  },
  {
    kind: '403 (blocked): the spec sentence and the server’s words',
    fail: answer(403, { errors: [{ msg: 'Guest access blocked', param: '' }] }),
    shown: form.alertOf(
      g('forbidden'),
      (lang) => `${faults.serverMessagesLead[lang]}Guest access blocked.`,
    ),
  },
  ...form.commonFailures('post', verifyPath, inFailedAlert, 'Link nieaktywny'),
];

describe('guest form: each failure, then a language switch', () => {
  form.testEachFailureInBothLanguages(cases, async ({ fill = true }) => {
    const onVerified = vi.fn();
    const { user, i18n } = renderWithProviders(<GuestForm uuid={uuid} onVerified={onVerified} />);
    if (fill) {
      await user.type(screen.getByLabelText(label.firstName.en), 'Maria');
      await user.type(screen.getByLabelText(label.lastName.en), 'Wiśniewska');
      await user.type(screen.getByLabelText(label.pesel.en), '02211307589');
    }
    await user.click(screen.getByRole('button', { name: g('form.approve').en }));
    return { i18n, afterwards: () => expect(onVerified).not.toHaveBeenCalled() };
  });

  it('the notice of an expired verification, with the server’s words, follows the language', async () => {
    const refusal = { status: 401, data: { errors: [{ msg: 'Token expired', param: '' }] } };
    const { i18n } = renderWithProviders(
      <GuestForm uuid={uuid} notice="expired" noticeError={refusal} onVerified={vi.fn()} />,
    );
    const expired = g('expired');
    const notice = (language: Language) =>
      screen.getByText(expired[language]).closest('.alert') as HTMLElement;
    form.expectText(notice('en'), `${expired.en}${faults.serverMessagesLead.en}Token expired.`);
    await form.switchLanguage(i18n, 'pl');
    form.expectText(notice('pl'), `${expired.pl}${faults.serverMessagesLead.pl}Token expired.`);
    form.expectGone([expired.en, faults.serverMessagesLead.en]);
  });
});

describe('guest form in Polish', () => {
  // "Jestem cudzoziemcem" assumed every foreign guest is a man; the wording fits everyone.
  it('asks about citizenship without assuming a gender', () => {
    renderWithProviders(<GuestForm uuid={uuid} onVerified={vi.fn()} />, { language: 'pl' });
    const foreigner = screen.getByRole('checkbox', { name: g('form.foreigner').pl });
    expect(foreigner).toHaveAccessibleName('Nie mam obywatelstwa polskiego ani numeru PESEL');
  });
});
