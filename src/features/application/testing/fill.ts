import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { pngBytes } from '@/testing/file-samples';

export {
  bmpBytes,
  jpegBytes,
  pdfBytes,
  pngBytes,
  tiffBigEndianBytes,
  tiffBytes,
} from '@/testing/file-samples';

export function fileOf(bytes: number[], name: string, type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** The text of the error shown next to a field (without the hidden "Error:" prefix). */
export function fieldErrorOf(element: HTMLElement): string | null {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/);
  const id = ids.find((value) => value.endsWith('-error'));
  const node = id ? document.getElementById(id) : null;
  return node ? (node.textContent ?? '').replace(/^(Error:|Błąd:)\s*/, '') : null;
}

export const submitButton = () =>
  screen.getByRole('button', { name: /^(send the application|wyślij wniosek)/i });

/**
 * Submits and waits until the error summary has taken focus: RHF updates the errors and the
 * submit count together after the (asynchronous) validation, and the summary focuses on that.
 */
export async function submitAndWaitForSummary(user: UserEvent): Promise<HTMLElement> {
  await user.click(submitButton());
  const name = /^(there is a problem|wystąpił problem)/i;
  await waitFor(() => expect(screen.getByRole('alert', { name })).toHaveFocus());
  return screen.getByRole('alert', { name });
}

/** Types a value (replacing what was there), submits, and returns the field's error. */
export async function errorAfter(
  user: UserEvent,
  field: HTMLElement,
  value: string,
): Promise<string | null> {
  await user.clear(field);
  if (value) await user.paste(value);
  await submitAndWaitForSummary(user);
  return fieldErrorOf(field);
}

/**
 * Puts a whole value into an empty field at once (a click, then a paste: one input event), for
 * tests that need a filled form rather than proof of typing, which per-key typing re-renders
 * the whole form for, character by character.
 */
export async function enter(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  await user.click(field);
  await user.paste(value);
}

const labels = {
  en: {
    future: /^i will start studying/i,
    firstName: /^first name/i,
    lastName: /^last name/i,
    female: /^female/i,
    email: /^e-mail/i,
    phoneNumber: /^phone number/i,
    emergencyPhone: /^emergency phone/i,
    pesel: /^pesel/i,
    homeInPoland: 'Is your home address in Poland?',
    applyingForPlace: /^are you applying for a place in a dormitory\?/i,
    homeAddress: /^registered address/i,
    postalCode: /^postal code/i,
    city: /^city/i,
    university: /^university/i,
    startDate: /^move-in date/i,
    endDate: /^move-out date/i,
    owner: /^name of the account holder/i,
    bankAccount: /^bank account number/i,
    photo: /^id-type face photo/i,
  },
  pl: {
    future: /^rozpocznę studia/i,
    firstName: /^imię/i,
    lastName: /^nazwisko/i,
    female: /^kobieta/i,
    email: /^e-mail/i,
    phoneNumber: /^numer telefonu/i,
    emergencyPhone: /^telefon do osoby kontaktowej/i,
    pesel: /^pesel/i,
    homeInPoland: 'Czy Twój adres zamieszkania jest w Polsce?',
    applyingForPlace: /^czy ubiegasz się o miejsce w domu studenckim\?/i,
    homeAddress: /^adres zameldowania/i,
    postalCode: /^kod pocztowy/i,
    city: /^miejscowość/i,
    university: /^uczelnia/i,
    startDate: /^data zakwaterowania/i,
    endDate: /^data wykwaterowania/i,
    owner: /^właściciel rachunku/i,
    bankAccount: /^numer rachunku/i,
    photo: /^zdjęcie twarzy/i,
  },
} as const;

/** Answers "Is your home address in Poland?" (a question of the form, never sent). */
export async function answerHomeInPoland(
  user: UserEvent,
  language: 'en' | 'pl' = 'en',
  answer: 'yes' | 'no' = 'yes',
): Promise<void> {
  const group = screen.getByRole('group', { name: labels[language].homeInPoland });
  const names = { en: { yes: 'Yes', no: 'No' }, pl: { yes: 'Tak', no: 'Nie' } } as const;
  await user.click(within(group).getByRole('radio', { name: names[language][answer] }));
}

/** Answers "Are you applying for a place in a dormitory?" near the top of the form. */
export async function answerApplyingForPlace(
  user: UserEvent,
  language: 'en' | 'pl' = 'en',
  answer: 'yes' | 'no' = 'yes',
): Promise<void> {
  const group = screen.getByRole('group', { name: labels[language].applyingForPlace });
  const names = { en: { yes: 'Yes', no: 'No' }, pl: { yes: 'Tak', no: 'Nie' } } as const;
  await user.click(within(group).getByRole('radio', { name: names[language][answer] }));
}

/** Fills every field of a valid Student (future student) registration; No to a place if unasked. */
export async function fillValidStudent(
  user: UserEvent,
  language: 'en' | 'pl' = 'en',
): Promise<void> {
  const l = labels[language];
  await user.click(screen.getByRole('radio', { name: l.future }));
  // Left as it is when already answered (a place request's route opens on Yes).
  const applying = screen.getByRole('group', { name: l.applyingForPlace });
  if (!within(applying).queryByRole('radio', { checked: true }))
    await answerApplyingForPlace(user, language, 'no');
  await enter(user, screen.getByLabelText(l.firstName), 'Ewa');
  await enter(user, screen.getByLabelText(l.lastName), 'Lis');
  await user.click(screen.getByRole('radio', { name: l.female }));
  await enter(user, screen.getByLabelText(l.email), 'ewa.lis@example.com');
  await enter(user, screen.getByLabelText(l.phoneNumber), '+48 601 234 567');
  await enter(user, screen.getByLabelText(l.emergencyPhone), '+48 602 345 678');
  await enter(user, screen.getByLabelText(l.pesel), '02211307589');
  await answerHomeInPoland(user, language);
  await enter(user, screen.getByRole('textbox', { name: l.homeAddress }), 'ul. Polna 1/2');
  await enter(user, screen.getByLabelText(l.postalCode), '00-950');
  await enter(user, screen.getByLabelText(l.city), 'Warszawa');
  const university = screen.getByLabelText(l.university);
  // By the dictionary id: the names are the server's, in its language.
  await waitFor(() => expect(university.querySelector('option[value="1"]')).not.toBeNull());
  await user.selectOptions(university, '1');
  await enter(user, screen.getByLabelText(l.startDate), '01.10.2026');
  await enter(user, screen.getByLabelText(l.endDate), '30.06.2027');
  await enter(user, screen.getByLabelText(l.owner), 'Ewa Lis');
  await enter(user, screen.getByLabelText(l.bankAccount), 'PL61 1090 1014 0000 0712 1981 2874');
  await user.upload(screen.getByLabelText(l.photo), fileOf(pngBytes, 'me.png'));
}

/** Fills a valid student place application (the fields shown once a place is requested). */
export async function fillPlaceRequest(user: UserEvent): Promise<void> {
  await enter(user, screen.getByLabelText(/^distance from/i), '120');
  await enter(user, screen.getByLabelText(/^number of family members/i), '4');
  await enter(user, screen.getByLabelText(/^average monthly net income/i), '1850,50');
  for (const statement of [/are true/i, /cancels the place/i, /one academic year/i])
    await user.click(screen.getByRole('checkbox', { name: statement }));
}
