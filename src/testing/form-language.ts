import { act, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { failRequests, serverMessagesLead } from './api-faults';
import { words, type Language } from './fault-matrix';

/**
 * Helpers for the forms' language tests (issue 13): after each kind of failure a form can show,
 * the language is switched and every sentence on screen must be the other language's, exactly,
 * with nothing of the first language left (the server's own words excepted: they are shown as
 * sent).
 */

/** Switches the language the way the header's switch does (i18next's changeLanguage). */
export async function switchLanguage(i18n: I18n, language: Language) {
  await act(async () => {
    await i18n.changeLanguage(language);
  });
}

const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The element's whole text is `text` (whitespace collapsed): nothing more, nothing less. */
export function expectText(element: HTMLElement, text: string) {
  expect(normalise(element.textContent)).toBe(normalise(text));
}

/** None of `texts` is anywhere on the page. */
export function expectGone(texts: readonly string[]) {
  const page = normalise(document.body.textContent);
  for (const text of texts) expect(page).not.toContain(normalise(text));
}

const summaryTitle = words('common:form.errorSummaryTitle');
const errorPrefix = words('common:form.errorPrefix');

/** The error summary lists exactly `messages`, in this order, under its title in `language`. */
export function expectSummary(language: Language, messages: readonly string[]) {
  const summary = screen.getByRole('alert', { name: summaryTitle[language] });
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => normalise(link.textContent)),
  ).toEqual(messages);
}

/** The field (found by its label) is invalid and describes itself as its hint and `message`. */
export function expectFieldError(
  field: HTMLElement,
  language: Language,
  message: string,
  hint?: string,
) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(
    [hint, `${errorPrefix[language]} ${message}`].filter(Boolean).join(' '),
  );
}

/** What a form's failure alert reads: its title, the sentence, then the server's words. */
export function failureText(
  language: Language,
  title: string,
  sentenceKey: string,
  serverWords: readonly string[] = [],
) {
  const lead = serverWords.length ? serverMessagesLead[language] : '';
  return `${title}${words(sentenceKey)[language]}${lead}${serverWords.join('')}`;
}

/** Checks what a failure shows in the given language and returns the sentences it checked. */
export type Shown = (language: Language) => string[];

/** A sentence in each language. */
export type Message = Record<Language, string>;

/** What several checks show together, in their order. */
export const both =
  (...shown: Shown[]): Shown =>
  (language) =>
    shown.flatMap((part) => part(language));

/** A field of the form under test: how a person finds it in a language, and its hint if any. */
export interface Field {
  find: (language: Language) => HTMLElement;
  hint?: Message;
}

/** A field found by its label. */
export const labelledField = (label: Message, hint?: Message): Field => ({
  find: (language) => screen.getByLabelText(label[language]),
  hint,
});

/** A checkbox found by its name. */
export const checkboxField = (name: Message): Field => ({
  find: (language) => screen.getByRole('checkbox', { name: name[language] }),
});

/**
 * Errors on the form's `fields`, one message (or null: none) for each field in the form's order:
 * each field is invalid and says its message, the others are not invalid, and the summary lists
 * the messages (or `summaryLines`, where the summary says what to enter in other words). Returns
 * the sentences checked that the other language words differently (the server's own words are
 * shown as sent in both, so they are no leftover of the first language).
 */
export function fieldErrors(
  fields: readonly Field[],
  messages: readonly (Message | null)[],
  summaryLines?: readonly Message[],
): Shown {
  const errors = messages.filter((message) => message !== null);
  return (language) => {
    expect(messages).toHaveLength(fields.length);
    expectSummary(
      language,
      (summaryLines ?? errors).map((message) => message[language]),
    );
    fields.forEach((field, index) => {
      const element = field.find(language);
      const message = messages[index];
      if (message) expectFieldError(element, language, message[language], field.hint?.[language]);
      else expect(element).not.toHaveAttribute('aria-invalid');
    });
    return [
      ...[...errors, ...(summaryLines ?? [])]
        .filter((message) => message.en !== message.pl)
        .map((message) => message[language]),
      summaryTitle[language],
      errorPrefix[language],
    ];
  };
}

/** A test's answer to the form's call: `answer(422, { errors })` or `answer(400, 'text')`. */
export function answerTo(method: 'post' | 'put', path: string) {
  return (status: number, body: unknown) => () =>
    server.use(
      http[method](api(path), () =>
        typeof body === 'string'
          ? HttpResponse.text(body, { status })
          : HttpResponse.json(body as object, { status }),
      ),
    );
}

/** The alert titled `title` reads exactly its title and then `rest`; returns the title. */
export function expectAlert(
  language: Language,
  title: Record<Language, string>,
  rest: string,
): string[] {
  const alert = screen.getByText(title[language]).closest('[role="alert"]') as HTMLElement;
  expectText(alert, `${title[language]}${rest}`);
  return [title[language]];
}

/** A form's failure alert: its title, the failure's sentence, then the server's words. */
export function expectFailureAlert(
  language: Language,
  title: Record<Language, string>,
  sentenceKey: string,
  serverWords: readonly string[] = [],
): string[] {
  return [
    ...expectAlert(language, title, failureText(language, '', sentenceKey, serverWords)),
    words(sentenceKey)[language],
  ];
}

/** An alert of the form, read whole: its title, then what follows. */
export const alertOf =
  (title: Message, rest: (language: Language) => string): Shown =>
  (language) =>
    expectAlert(language, title, rest(language));

/** The form's failure alert titled `title`: for a failure's sentence and the server's words. */
export const failureAlert =
  (title: Message) =>
  (sentenceKey: string, serverWords: string[] = []): Shown =>
  (language) =>
    expectFailureAlert(language, title, sentenceKey, serverWords);

/**
 * The failures every form meets alike: a 400 with a text, a 500 and no connection, each shown in
 * the form's failure alert (`inAlert`) with the server's words where it sent any.
 */
export function commonFailures(
  method: 'post' | 'put',
  path: string,
  inAlert: (sentenceKey: string, serverWords?: string[]) => Shown,
  text400: string,
): { kind: string; fail: () => void; shown: Shown }[] {
  return [
    {
      kind: '400 with text',
      fail: answerTo(method, path)(400, text400),
      shown: inAlert('common:apiFailure.rejected', [text400]),
    },
    {
      kind: '500',
      fail: () => failRequests('server', method, path),
      shown: inAlert('common:apiFailure.server', ['Internal error.']),
    },
    {
      kind: 'offline',
      fail: () => failRequests('offline', method, path),
      shown: inAlert('common:apiFailure.offline'),
    },
  ];
}

/**
 * After a failure the form shows (an alert at least): checks it in English, switches to Polish,
 * checks it again, and that none of the English sentences is left.
 */
export async function expectWordedAgainInPolish(i18n: I18n, shown: Shown) {
  await screen.findAllByRole('alert');
  const english = shown('en');
  await switchLanguage(i18n, 'pl');
  shown('pl');
  expectGone(english);
}

/** A failure a form can show: how the test brings it about, and what the form then shows. */
export interface FailureCase {
  kind: string;
  fail?: () => void;
  shown: Shown;
}

/**
 * One test per case: the failure set up, the form filled in and sent by `send`, what it shows
 * checked in English, then in Polish with no English left, then `send`'s `afterwards` checks
 * (what was typed is kept, nothing was reported as done).
 */
export function testEachFailureInBothLanguages<Case extends FailureCase>(
  cases: readonly Case[],
  send: (testCase: Case) => Promise<{ i18n: I18n; afterwards?: () => void }>,
) {
  it.each(cases)('$kind: worded in English, then all in Polish', async (testCase) => {
    testCase.fail?.();
    const { i18n, afterwards } = await send(testCase);
    await expectWordedAgainInPolish(i18n, testCase.shown);
    afterwards?.();
  });
}

export { errorPrefix, summaryTitle };
