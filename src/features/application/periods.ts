import { parseDate } from '@/shared/lib/format';
import type { ApplicationPeriod, PeriodGroup } from '@/shared/periods/api';
import { placeOffered } from './schemas';

type Applicant = {
  type: string;
  foreigner: boolean;
  placeRequests: boolean;
  placeRequestKind: string;
};

/**
 * The application periods' groups an applicant belongs to (product.md §4; docs/api.md): a
 * doctoral place application is the doctoral group's; a student (current or future) is one of
 * the students and also of the Polish or the foreign students, by citizenship; an Erasmus or an
 * exchange applicant is one of the foreign students. A guest applies for no place and belongs to
 * no group.
 */
export function applicantGroups(applicant: Applicant): PeriodGroup[] {
  if (!placeOffered(applicant.type)) return [];
  if (applicant.placeRequests && applicant.placeRequestKind === 'doctoral') return ['doctoral'];
  if (applicant.type === 'StudentForm') {
    return ['students', applicant.foreigner ? 'foreignStudents' : 'polishStudents'];
  }
  return ['foreignStudents'];
}

/**
 * The period to tell the applicant about when none of their groups is open, or null: one of
 * them is open, they belong to no group, or the periods are unknown (not loaded, failed, or not
 * listing the group: the server decides then). Of several closed periods, the one opening first.
 */
export function closedPeriodOf(
  periods: readonly ApplicationPeriod[] | undefined,
  groups: readonly PeriodGroup[],
): ApplicationPeriod | null {
  if (!periods || !groups.length) return null;
  const own = groups
    .map((group) => periods.find((entry) => entry.group === group))
    .filter((entry) => entry !== undefined);
  if (own.length < groups.length || own.some((entry) => entry.open)) return null;
  const now = Date.now();
  const opening = (entry: ApplicationPeriod) => {
    const from = entry.from ? parseDate(entry.from).getTime() : Number.NaN;
    return from > now ? from : Number.POSITIVE_INFINITY;
  };
  return own.reduce((first, entry) => (opening(entry) < opening(first) ? entry : first));
}
