import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { demoGuestIds } from '@/mocks/db/guest';
import { serverMessagesLead } from '@/testing/api-faults';
import { words, type Language } from '@/testing/fault-matrix';
import {
  errorPrefix,
  expectFieldError,
  expectGone,
  expectSummary,
  expectText,
  summaryTitle,
  switchLanguage,
  answerTo,
  commonFailures,
  expectAlert,
  expectFailureAlert,
  expectWordedAgainInPolish,
  type Shown,
} from '@/testing/form-language';
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

const answer = answerTo('post', verifyPath);

type Message = Record<Language, string>;
const translated = (messages: Message[], language: Language) =>
  messages.filter((message) => message.en !== message.pl).map((message) => message[language]);

/** Errors on the fields, as the fields and the summary show them (the form's order). */
const onFields =
  (errors: { firstName?: Message; lastName?: Message; pesel?: Message }): Shown =>
  (language) => {
    const messages = [errors.firstName, errors.lastName, errors.pesel].filter(
      (message) => message !== undefined,
    );
    expectSummary(
      language,
      messages.map((message) => message[language]),
    );
    for (const name of ['firstName', 'lastName', 'pesel'] as const) {
      const field = screen.getByLabelText(label[name][language]);
      const message = errors[name];
      if (message)
        expectFieldError(
          field,
          language,
          message[language],
          name === 'pesel' ? peselHint[language] : undefined,
        );
      else expect(field).not.toHaveAttribute('aria-invalid');
    }
    return [...translated(messages, language), summaryTitle[language], errorPrefix[language]];
  };

/** An alert of the form, read whole: its title, then what follows. */
const alertOf =
  (title: Message, rest: (language: Language) => string): Shown =>
  (language) =>
    expectAlert(language, title, rest(language));

const failed = g('failed');
const inFailedAlert =
  (sentenceKey: string, serverWords: string[] = []): Shown =>
  (language) =>
    expectFailureAlert(language, failed, sentenceKey, serverWords);

const mismatchHint = g('mismatchHint');
const serverOnName = {
  en: 'The first name is too long for us',
  pl: 'The first name is too long for us',
};

const cases: { kind: string; fill?: boolean; fail?: () => void; shown: Shown }[] = [
  {
    kind: 'nothing filled in (client checks)',
    fill: false,
    shown: onFields({ firstName: v('firstName'), lastName: v('lastName'), pesel: v('pesel') }),
  },
  {
    kind: 'the data do not match (422: the spec sentence, not the server’s)',
    fail: answer(422, {
      errors: [
        { msg: 'Filled data are mismatch with those passed on registration.', param: 'guest' },
      ],
    }),
    shown: (language) => [
      ...alertOf(g('mismatch'), (lang) => mismatchHint[lang])(language),
      mismatchHint[language],
    ],
  },
  {
    kind: '422 on a field of the form (the server’s words, as sent)',
    fail: answer(422, { errors: [{ msg: serverOnName.en, param: 'firstName' }] }),
    shown: onFields({ firstName: serverOnName }),
  },
  {
    kind: '403 (blocked): the spec sentence and the server’s words',
    fail: answer(403, { errors: [{ msg: 'Guest access blocked', param: '' }] }),
    shown: alertOf(g('forbidden'), (lang) => `${serverMessagesLead[lang]}Guest access blocked.`),
  },
  ...commonFailures('post', verifyPath, inFailedAlert, 'Link nieaktywny'),
];

describe('guest form: each failure, then a language switch', () => {
  it.each(cases)(
    '$kind: worded in English, then all in Polish',
    async ({ fill = true, fail, shown }) => {
      fail?.();
      const onVerified = vi.fn();
      const { user, i18n } = renderWithProviders(<GuestForm uuid={uuid} onVerified={onVerified} />);
      if (fill) {
        await user.type(screen.getByLabelText(label.firstName.en), 'Maria');
        await user.type(screen.getByLabelText(label.lastName.en), 'Wiśniewska');
        await user.type(screen.getByLabelText(label.pesel.en), '02211307589');
      }
      await user.click(screen.getByRole('button', { name: g('form.approve').en }));
      await expectWordedAgainInPolish(i18n, shown);
      expect(onVerified).not.toHaveBeenCalled();
    },
  );

  it('the notice of an expired verification, with the server’s words, follows the language', async () => {
    const refusal = { status: 401, data: { errors: [{ msg: 'Token expired', param: '' }] } };
    const { i18n } = renderWithProviders(
      <GuestForm uuid={uuid} notice="expired" noticeError={refusal} onVerified={vi.fn()} />,
    );
    const expired = g('expired');
    const notice = (language: Language) =>
      screen.getByText(expired[language]).closest('.alert') as HTMLElement;
    expectText(notice('en'), `${expired.en}${serverMessagesLead.en}Token expired.`);
    await switchLanguage(i18n, 'pl');
    expectText(notice('pl'), `${expired.pl}${serverMessagesLead.pl}Token expired.`);
    expectGone([expired.en, serverMessagesLead.en]);
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
