import type { PeriodGroup } from './api';

/**
 * Who belongs to which application period's group (product.md §4; docs/api.md), in one place for
 * the main page (which periods are mine), the registration form (may I send now) and the demo
 * API (the day the office decides by).
 *
 * - A doctoral place application is the doctoral group's.
 * - A student of the university, current or future, is one of the `students`, and also of the
 *   `polishStudents` or the `foreignStudents` by citizenship: such a student may apply while
 *   either of their two periods is open.
 * - An Erasmus or exchange applicant is one of the `foreignStudents`.
 * - A guest applies for no place and belongs to no group.
 */
export type Applicant = {
  type: string;
  foreigner: boolean;
  placeRequests: boolean;
  placeRequestKind: string;
};

export function applicantGroups(applicant: Applicant): PeriodGroup[] {
  if (applicant.type === 'GuestForm') return [];
  if (applicant.placeRequests && applicant.placeRequestKind === 'doctoral') return ['doctoral'];
  if (applicant.type === 'StudentForm')
    return ['students', applicant.foreigner ? 'foreignStudents' : 'polishStudents'];
  return ['foreignStudents'];
}

/** What a person on the main page says they are ("I am…"), picked once for the session. */
export const applicantKinds = ['polishStudent', 'foreignStudent', 'exchange', 'doctoral'] as const;
export type ApplicantKind = (typeof applicantKinds)[number];

/** The groups of each kind, by the same rule as `applicantGroups`. */
export const groupsOfKind: Readonly<Record<ApplicantKind, readonly PeriodGroup[]>> = {
  polishStudent: applicantGroups({
    type: 'StudentForm',
    foreigner: false,
    placeRequests: true,
    placeRequestKind: 'student',
  }),
  foreignStudent: applicantGroups({
    type: 'StudentForm',
    foreigner: true,
    placeRequests: true,
    placeRequestKind: 'student',
  }),
  exchange: applicantGroups({
    type: 'ErasmusForm',
    foreigner: true,
    placeRequests: true,
    placeRequestKind: 'student',
  }),
  doctoral: applicantGroups({
    type: 'StudentForm',
    foreigner: false,
    placeRequests: true,
    placeRequestKind: 'doctoral',
  }),
};
