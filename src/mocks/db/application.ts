import type { JsonBodyType } from 'msw';
import type { components } from '@/shared/api/schema';
import { createTable } from './table';

type Schemas = components['schemas'];

export const countries: Schemas['Country'][] = [
  { id: '616', code: 'PL', name: { en: 'Poland', pl: 'Polska' } },
  { id: '276', code: 'DE', name: { en: 'Germany', pl: 'Niemcy' } },
  { id: '804', code: 'UA', name: { en: 'Ukraine', pl: 'Ukraina' } },
  { id: '112', code: 'BY', name: { en: 'Belarus', pl: 'Białoruś' } },
  { id: '203', code: 'CZ', name: { en: 'Czechia', pl: 'Czechy' } },
  { id: '380', code: 'IT', name: { en: 'Italy', pl: 'Włochy' } },
  { id: '724', code: 'ES', name: { en: 'Spain', pl: 'Hiszpania' } },
  { id: '250', code: 'FR', name: { en: 'France', pl: 'Francja' } },
  { id: '300', code: 'GR', name: { en: 'Greece', pl: 'Grecja' } },
  { id: '356', code: 'IN', name: { en: 'India', pl: 'Indie' } },
  { id: '826', code: 'GB', name: { en: 'United Kingdom', pl: 'Wielka Brytania' } },
  { id: '840', code: 'US', name: { en: 'United States', pl: 'Stany Zjednoczone' } },
];

export const documentTypes: Schemas['DocumentType'][] = [
  { id: '1', code: 'PL_ID_CARD', name: { en: 'Polish ID card', pl: 'Polski dowód osobisty' } },
  { id: '2', code: 'PL_PASSPORT', name: { en: 'Polish passport', pl: 'Polski paszport' } },
  { id: '3', code: 'PASSPORT', name: { en: 'Foreign passport', pl: 'Paszport zagraniczny' } },
  {
    id: '4',
    code: 'ID_CARD',
    name: { en: 'Foreign ID card', pl: 'Zagraniczny dowód tożsamości' },
  },
  { id: '5', code: 'RESIDENCE_CARD', name: { en: 'Residence card', pl: 'Karta pobytu' } },
];

export const universities: Schemas['University'][] = [
  { id: '1', name: { en: 'Technical University', pl: 'Politechnika' } },
  { id: '2', name: { en: 'University of Warsaw', pl: 'Uniwersytet Warszawski' } },
  { id: '3', name: { en: 'Medical University', pl: 'Uniwersytet Medyczny' } },
];

export const dorms: Schemas['Dorm'][] = [
  { id: '1', name: 'DS Riviera', minStudentPrice: 540, maxStudentPrice: 890 },
  { id: '2', name: 'DS Mikrus', minStudentPrice: 610, maxStudentPrice: 760 },
  { id: '3', name: 'DS Akademik', minStudentPrice: 495, maxStudentPrice: 720 },
  { id: '4', name: 'DS Tatrzańska', minStudentPrice: null, maxStudentPrice: null },
];

const day = 24 * 60 * 60 * 1000;

/**
 * Three groups open now, one closed before its start: the main page shows both states, and every
 * applicant the demo and its tests send (students, foreigners, doctoral) has an open period, as
 * the registration form refuses to send outside all of the applicant's periods.
 */
function seedPeriods(): Schemas['ApplicationPeriod'][] {
  const now = Date.now();
  const at = (days: number) => new Date(now + days * day).toISOString();
  return [
    { group: 'students', open: true, from: at(-10), to: at(20) },
    { group: 'polishStudents', open: false, from: at(15), to: at(45) },
    { group: 'foreignStudents', open: true, from: at(-3), to: at(30) },
    { group: 'doctoral', open: true, from: at(-30), to: at(30) },
  ];
}

export const periodsTable = createTable('application-periods', seedPeriods);

/** The deanery's data of the demo students (by user id), for GET /app/form/additionalInfo. */
export const knownStudents: Record<string, Schemas['AdditionalInfo']> = {
  '1001': {
    firstName: 'Jan',
    lastName: 'Kowalski',
    email: 'jan.kowalski@student.uczelnia.edu.pl',
    pesel: '44051401359',
    indexNumber: '301234',
    universityId: '1',
    doctoral: false,
  },
  '1002': {
    firstName: 'Anna',
    lastName: 'Nowak',
    email: 'anna.nowak@student.uczelnia.edu.pl',
    pesel: '02211307589',
    indexNumber: '302345',
    universityId: '1',
    doctoral: false,
  },
  '1003': {
    firstName: 'Piotr',
    lastName: 'Zieliński',
    email: 'piotr.zielinski@doktorant.uczelnia.edu.pl',
    pesel: '83071503434',
    indexNumber: '900123',
    universityId: '1',
    doctoral: true,
  },
};

/** An index number the demo deanery never matches: triggers the student data mismatch. */
export const mismatchIndexNumber = '999999';

/** An e-mail address the demo treats as already used: a server-side error on one field. */
export const takenEmail = 'taken@example.com';

export type SubmittedForm = {
  id: string;
  type: string;
  studentFormSubtype: string;
  lastName: string;
  userId: string | null;
  files: { field: string; name: string; size: number }[];
  submittedAt: string;
};

/** What was delivered; kept without PESEL, document or account numbers. */
export const submissionsTable = createTable<SubmittedForm[]>('application-submissions', () => []);

/**
 * Idempotency keys of application posts (IETF draft "The Idempotency-Key HTTP Header Field"):
 * the request's fingerprint and, once it is done, the answer to replay. Only a post that created
 * an application is kept; a refused one (400/422) frees its key, so the person can correct the
 * form and send it again with the same key.
 */
export type IdempotentPost = {
  key: string;
  userId: string | null;
  fingerprint: string;
  /** null while the first request with this key is still being handled. */
  answer: { status: number; body: JsonBodyType } | null;
  startedAt: number;
};

/** How long a key is remembered (the draft leaves it to the server; a day covers a retry). */
export const idempotencyKeyLifetimeMs = 24 * 60 * 60 * 1000;

/** A post still "in progress" after this long died with its page; its key is free again. */
export const idempotencyInProgressLimitMs = 60 * 1000;

export const idempotentPostsTable = createTable<IdempotentPost[]>(
  'application-idempotency-keys',
  () => [],
);
