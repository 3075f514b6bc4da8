// Relative imports only: the browser tests (e2e/) import this file outside Vite.
import { pngBytes } from './file-samples.ts';

/**
 * One valid applicant of the registration form, the one table the component tests
 * (features/application/testing/fill.ts), the browser tests (e2e/fixtures.ts, which
 * e2e/application.spec.ts uses) and the demo API's form post (mocks/testing/registration-form-data.ts)
 * read: a future student, a Polish citizen living in Poland, with a photo and, when asked for, a
 * place request. Each step is what a person does, in the form's order, with the label they see in
 * each language, the value they type and (where it differs) the part the form sends. Test data
 * only: nothing of the app imports it.
 */
export type Language = 'en' | 'pl';

/** The name a person sees: a field's label, a radio's or checkbox's, a question's (a group). */
export type Label = Readonly<Record<Language, RegExp | string>>;

/** The parts the form sends, by name; null: a question of the form that is never sent. */
type Sent = { sent?: string | null };

export type ApplicantStep = Readonly<
  | ({ kind: 'text'; name: string; label: Label; value: string } & Sent)
  /** A radio chosen by its own label; `value` is what is sent. */
  | { kind: 'radio'; name: string; label: Label; value: string }
  /** A Yes/No question (a group of two radios named by the question). */
  | ({ kind: 'yes-no'; name: string; label: Label; value: 'yes' | 'no' } & Sent)
  /** A select's option by its value (a dictionary id: the names are the server's). */
  | { kind: 'select'; name: string; label: Label; value: string; options: number }
  | { kind: 'file'; name: string; label: Label; file: ApplicantFile }
  /** A statement the person ticks. */
  | { kind: 'checkbox'; name: string; label: Label }
>;

export type ApplicantFile = { name: string; type: string; bytes: readonly number[] };

export const yesNoLabels: Readonly<Record<'yes' | 'no', Label>> = {
  yes: { en: 'Yes', pl: 'Tak' },
  no: { en: 'No', pl: 'Nie' },
};

const text = (name: string, label: Label, value: string, sent?: string): ApplicantStep => ({
  kind: 'text',
  name,
  label,
  value,
  ...(sent === undefined ? {} : { sent }),
});

/** Asked near the top (issue 22): its answer decides whether the place-request steps follow. */
export const applyingForPlaceLabel: Label = {
  en: /^are you applying for a place in a dormitory\?/i,
  pl: /^czy ubiegasz się o miejsce w domu studenckim\?/i,
};

/** The applicant's registration, without the place request. */
export const applicantSteps: readonly ApplicantStep[] = [
  {
    kind: 'radio',
    name: 'studentFormSubtype',
    label: { en: /^i will start studying/i, pl: /^rozpocznę studia/i },
    value: 'FutureStudentForm',
  },
  text('firstName', { en: /^first name/i, pl: /^imię/i }, 'Ewa'),
  text('lastName', { en: /^last name/i, pl: /^nazwisko/i }, 'Lis'),
  { kind: 'radio', name: 'sex', label: { en: /^female/i, pl: /^kobieta/i }, value: 'female' },
  text('email', { en: /^e-mail/i, pl: /^e-mail/i }, 'ewa.lis@example.com'),
  text('phoneNumber', { en: /^phone number/i, pl: /^numer telefonu/i }, '+48 601 234 567'),
  text(
    'emergencyPhone',
    { en: /^emergency phone/i, pl: /^telefon do osoby kontaktowej w nagłych wypadkach/i },
    '+48 602 345 678',
  ),
  text('pesel', { en: /^pesel/i, pl: /^pesel/i }, '02211307589'),
  {
    kind: 'yes-no',
    name: 'homeInPoland',
    label: {
      en: 'Is your registered address in Poland?',
      pl: 'Czy Twój adres zameldowania jest w Polsce?',
    },
    value: 'yes',
    sent: null,
  },
  text('homeAddress', { en: /^registered address/i, pl: /^adres zameldowania/i }, 'ul. Polna 1/2'),
  text('postalCode', { en: /^postal code/i, pl: /^kod pocztowy/i }, '00-950'),
  text('city', { en: /^town or city/i, pl: /^miejscowość/i }, 'Warszawa'),
  // The demo dictionary's three universities and "Other university", after the empty choice.
  {
    kind: 'select',
    name: 'universityId',
    label: { en: /^university/i, pl: /^uczelnia/i },
    value: '1',
    options: 5,
  },
  text(
    'startDate',
    { en: /^move-in date/i, pl: /^data zakwaterowania/i },
    '01.10.2026',
    '2026-10-01',
  ),
  text(
    'endDate',
    { en: /^move-out date/i, pl: /^data wykwaterowania/i },
    '30.06.2027',
    '2027-06-30',
  ),
  text(
    'ownerBankAccount',
    { en: /^name of the account holder/i, pl: /^właściciel rachunku/i },
    'Ewa Lis',
  ),
  text(
    'bankAccount',
    { en: /^bank account number/i, pl: /^numer rachunku bankowego/i },
    'PL61 1090 1014 0000 0712 1981 2874',
    'PL61109010140000071219812874',
  ),
  {
    kind: 'file',
    name: 'photo',
    label: { en: /^passport-style photo/i, pl: /^zdjęcie twarzy/i },
    file: { name: 'photo.png', type: 'image/png', bytes: pngBytes },
  },
];

/** The place request, shown at the end of the form once the applicant answers Yes. */
export const placeRequestSteps: readonly ApplicantStep[] = [
  text('distance', { en: /^distance from/i, pl: /^odległość od miejsca/i }, '120'),
  text('familyMembers', { en: /^number of family members/i, pl: /^liczba członków rodziny/i }, '4'),
  text(
    'income',
    { en: /^average monthly net income/i, pl: /^średni miesięczny dochód/i },
    '1850,50',
    '1850.50',
  ),
  { kind: 'checkbox', name: 'checkbox1', label: { en: /are true/i, pl: /są prawdziwe/i } },
  {
    kind: 'checkbox',
    name: 'checkbox2',
    label: { en: /cancels the place/i, pl: /unieważnia przydział/i },
  },
  {
    kind: 'checkbox',
    name: 'checkbox3',
    label: { en: /one academic year/i, pl: /jeden rok akademicki/i },
  },
];

/** The step of one field, by its name in the form. */
export function applicantStep(name: string): ApplicantStep {
  const step = [...applicantSteps, ...placeRequestSteps].find((each) => each.name === name);
  if (!step) throw new Error(`valid-applicant: no step for ${name}`);
  return step;
}

/** A field's label in a language, by its name in the form. */
export const applicantLabel = (name: string, language: Language = 'en') =>
  applicantStep(name).label[language];

/** What the applicant types into a text field, by its name in the form. */
export function applicantValue(name: string): string {
  const step = applicantStep(name);
  if (step.kind !== 'text') throw new Error(`valid-applicant: ${name} is not typed`);
  return step.value;
}

/**
 * The parts the form sends for the applicant (no place request): each answer as sent, without
 * the form's own questions; files are not here (the photo is `applicantStep('photo')`).
 */
export function applicantParts(): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const step of applicantSteps) {
    if (step.kind === 'file' || step.kind === 'checkbox') continue;
    const sent = 'sent' in step ? step.sent : undefined;
    if (sent === null) continue;
    parts[step.name] = sent ?? step.value;
  }
  return parts;
}
