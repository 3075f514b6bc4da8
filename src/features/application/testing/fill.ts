import { screen, waitFor } from '@testing-library/react';
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

/** Fills every field of a valid Student (future student) registration, in English. */
export async function fillValidStudent(user: UserEvent): Promise<void> {
  await user.click(screen.getByRole('radio', { name: /^i will start studying/i }));
  await enter(user, screen.getByLabelText(/^first name/i), 'Ewa');
  await enter(user, screen.getByLabelText(/^last name/i), 'Lis');
  await user.click(screen.getByRole('radio', { name: /^female/i }));
  await enter(user, screen.getByLabelText(/^e-mail/i), 'ewa.lis@example.com');
  await enter(user, screen.getByLabelText(/^phone number/i), '+48 601 234 567');
  await enter(user, screen.getByLabelText(/^emergency phone/i), '+48 602 345 678');
  await enter(user, screen.getByLabelText(/^pesel/i), '02211307589');
  await enter(user, screen.getByRole('textbox', { name: /^registered address/i }), 'ul. Polna 1/2');
  await enter(user, screen.getByLabelText(/^postal code/i), '00-950');
  await enter(user, screen.getByLabelText(/^city/i), 'Warszawa');
  await user.selectOptions(
    screen.getByLabelText(/^university/i),
    await screen.findByRole('option', { name: 'Technical University' }),
  );
  await enter(user, screen.getByLabelText(/^accommodation since/i), '01.10.2026');
  await enter(user, screen.getByLabelText(/^accommodation until/i), '30.06.2027');
  await enter(user, screen.getByLabelText(/^bank account owner/i), 'Ewa Lis');
  await enter(
    user,
    screen.getByLabelText(/^bank account number/i),
    'PL61 1090 1014 0000 0712 1981 2874',
  );
  await user.upload(screen.getByLabelText(/^id-type face photo/i), fileOf(pngBytes, 'me.png'));
}

/** Fills a valid student place application (the fields shown once a place is requested). */
export async function fillPlaceRequest(user: UserEvent): Promise<void> {
  await enter(user, screen.getByLabelText(/^distance from/i), '120');
  await enter(user, screen.getByLabelText(/^number of family members/i), '4');
  await enter(user, screen.getByLabelText(/^average monthly net income/i), '1850,50');
  for (const statement of [/are true/i, /cancels the place/i, /one academic year/i])
    await user.click(screen.getByRole('checkbox', { name: statement }));
}
