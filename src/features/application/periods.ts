import { parseDate } from '@/shared/lib/format';
import type { ApplicationPeriod, PeriodGroup } from '@/shared/periods/api';

export { applicantGroups } from '@/shared/periods/groups';

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
