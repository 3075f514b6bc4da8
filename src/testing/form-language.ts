import { act, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { expect } from 'vitest';
import { serverMessagesLead } from './api-faults';
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

export { errorPrefix, summaryTitle };
