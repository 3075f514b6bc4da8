import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { keepFormPosts } from '@/testing/form-posts';
import {
  applicantStep,
  applicantSteps,
  applyingForPlaceLabel,
  placeRequestSteps,
  type ApplicantStep,
  type Label,
  type Language,
} from '@/testing/valid-applicant';

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

const yesNo = { en: { yes: 'Yes', no: 'No' }, pl: { yes: 'Tak', no: 'Nie' } } as const;

/** Answers a Yes/No question of the form (a group of two radios named by the question). */
async function answer(
  user: UserEvent,
  question: Label,
  language: Language,
  value: 'yes' | 'no',
): Promise<void> {
  const group = screen.getByRole('group', { name: question[language] });
  await user.click(within(group).getByRole('radio', { name: yesNo[language][value] }));
}

/**
 * "I will start studying": a student without the university login, whom the form asks every
 * number and file at once (a current student is asked them after the sign-in, issue 34).
 */
export async function asFutureStudent(user: UserEvent): Promise<void> {
  await user.click(
    await screen.findByRole('radio', { name: /^(i will start studying|rozpocznę studia)/i }),
  );
}

/** Answers "Is your registered address in Poland?" (a question of the form, never sent). */
export async function answerHomeInPoland(
  user: UserEvent,
  language: Language = 'en',
  value: 'yes' | 'no' = 'yes',
): Promise<void> {
  await answer(user, applicantStep('homeInPoland').label, language, value);
}

/** Answers "Are you applying for a place in a dormitory?" near the top of the form. */
export async function answerApplyingForPlace(
  user: UserEvent,
  language: Language = 'en',
  value: 'yes' | 'no' = 'yes',
): Promise<void> {
  await answer(user, applyingForPlaceLabel, language, value);
}

/**
 * The text field a label names (by label, not by role: role queries are slow on a form this long;
 * a group the label's words also name is no field).
 */
function textFieldOf(label: RegExp | string): HTMLElement {
  const fields = screen
    .getAllByLabelText(label)
    .filter((node) => node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement);
  expect(fields).toHaveLength(1);
  return fields[0] as HTMLElement;
}

/** Takes one step of the valid applicant (src/testing/valid-applicant.ts) as a person would. */
async function take(user: UserEvent, step: ApplicantStep, language: Language): Promise<void> {
  const label = step.label[language];
  switch (step.kind) {
    case 'text':
      await enter(user, textFieldOf(label), step.value);
      return;
    case 'radio':
      await user.click(screen.getByRole('radio', { name: label }));
      return;
    case 'checkbox':
      await user.click(screen.getByRole('checkbox', { name: label }));
      return;
    case 'yes-no':
      await answer(user, step.label, language, step.value);
      return;
    case 'select': {
      const select = screen.getByLabelText(label);
      // By the dictionary id: the names are the server's, in its language.
      await waitFor(() =>
        expect(select.querySelector(`option[value="${step.value}"]`)).not.toBeNull(),
      );
      await user.selectOptions(select, step.value);
      return;
    }
    case 'file':
      await user.upload(
        screen.getByLabelText(label),
        fileOf([...step.file.bytes], step.file.name, step.file.type),
      );
  }
}

/**
 * Fills every field of the valid applicant's registration (a future student, unless `type` is
 * false: the applicant type is then left as it is); No to a place if the question is unanswered
 * (a place request's route opens on Yes).
 */
export async function fillValidStudent(
  user: UserEvent,
  language: Language = 'en',
  { type = true }: { type?: boolean } = {},
): Promise<void> {
  for (const step of applicantSteps) {
    if (step.name !== 'studentFormSubtype') {
      await take(user, step, language);
      continue;
    }
    if (type) await take(user, step, language);
    const applying = screen.getByRole('group', { name: applyingForPlaceLabel[language] });
    if (!within(applying).queryByRole('radio', { checked: true }))
      await answerApplyingForPlace(user, language, 'no');
  }
}

/** Fills a valid student place application (the fields shown once a place is requested). */
export async function fillPlaceRequest(user: UserEvent, language: Language = 'en'): Promise<void> {
  for (const step of placeRequestSteps) await take(user, step, language);
}

/** The valid applicant, Yes to a place, and a valid student place application. */
export async function fillValidPlaceApplicant(
  user: UserEvent,
  language: Language = 'en',
): Promise<void> {
  await fillValidStudent(user, language);
  await answerApplyingForPlace(user, language);
  await fillPlaceRequest(user, language);
}

/** Sends the form and returns the one (multipart) body the demo API received. */
export async function sendAndReadBody(user: UserEvent): Promise<FormData> {
  const bodies = keepFormPosts();
  await user.click(submitButton());
  await waitFor(() => expect(bodies).toHaveLength(1));
  return bodies[0] as FormData;
}
