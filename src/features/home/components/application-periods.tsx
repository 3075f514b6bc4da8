import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { appAddress } from '@/shared/lib/app-address';
import { formatDate, formatDateTime, parseDate } from '@/shared/lib/format';
import { Alert } from '@/shared/ui/alert';
import { CalendarButton } from '@/shared/ui/download-button';
import { QueryState } from '@/shared/ui/query-state';
import { useApplicationPeriodsQuery } from '@/shared/periods/api';

const groupOrder = ['students', 'polishStudents', 'foreignStudents', 'doctoral'] as const;
type Group = (typeof groupOrder)[number];

/** "Add to calendar" for a period's opening: half an hour from that moment, in Warsaw time. */
function OpeningCalendarButton({ group, from, to }: { group: Group; from: string; to: string }) {
  const { t, i18n } = useTranslation('home');
  const groupName = t(`periods.groups.${group}`);
  return (
    <CalendarButton
      className="period__calendar"
      label={t('periods.calendar.label', {
        group: groupName,
        date: formatDateTime(from, i18n.language),
      })}
      fileName={t('periods.calendar.file', { date: from.slice(0, 10) })}
      events={() => [
        {
          // A group's period of an academic year (it opens in the year it starts): a moved
          // opening updates the same event.
          id: `application-period-${group}-${academicYearStart(from)}`,
          // A date alone (no time of day) is a whole day.
          ...(/^\d{4}-\d\d-\d\d$/.test(from) ? { day: from } : { at: from, minutes: 30 }),
          summary: t('periods.calendar.summary', { group: t(`periods.groups.${group}`) }),
          description: t('periods.calendar.description', {
            group: t(`periods.groups.${group}`),
            who: t(`periods.who.${group}`),
            from: formatDateTime(from, i18n.language),
            to: formatDateTime(to, i18n.language),
          }),
          url: appAddress(paths.home),
          remindBefore: 24 * 60,
        },
      ]}
    />
  );
}

/** The academic year (October to September) a moment falls in, by the year it starts. */
function academicYearStart(moment: string): number {
  const date = parseDate(moment);
  return date.getMonth() >= 9 ? date.getFullYear() : date.getFullYear() - 1;
}

/** Which groups may apply now (product.md §4), with a clear state when none may. */
export function ApplicationPeriods() {
  const { t, i18n } = useTranslation('home');
  const query = useApplicationPeriodsQuery();
  const periods = [...(query.data ?? [])].sort(
    (a, b) => groupOrder.indexOf(a.group) - groupOrder.indexOf(b.group),
  );
  const anyOpen = periods.some((period) => period.open);
  // A closed period still to come is "not open yet", not "closed" (as if it had been called off).
  const [now] = useState(Date.now);
  const range = (from: string | null, to: string | null) =>
    from && to
      ? t('periods.range', {
          from: formatDate(from, i18n.language),
          to: formatDate(to, i18n.language),
        })
      : '';

  return (
    <section className="home-periods" aria-labelledby="home-periods">
      <h2 id="home-periods">{t('periods.title')}</h2>
      <QueryState queries={[query]} what={t('periods.what')}>
        {() => (
          <>
            {!anyOpen ? (
              <Alert tone="warning" live={false}>
                {t('periods.noneOpen')}
              </Alert>
            ) : null}
            <ul className="home__periods">
              {periods.map((period) => (
                <li key={period.group} className={period.open ? 'period period--open' : 'period'}>
                  <span className="period__group">{t(`periods.groups.${period.group}`)}</span>{' '}
                  <span className="period__state">
                    {period.open
                      ? t('periods.open')
                      : period.from && parseDate(period.from).getTime() > now
                        ? t('periods.upcoming')
                        : t('periods.closed')}
                  </span>
                  {period.from && period.to ? (
                    <span className="period__range"> {range(period.from, period.to)}</span>
                  ) : null}
                  <span className="period__who">{t(`periods.who.${period.group}`)}</span>
                  {/* The opening of a period still to come: one already open needs no reminder. */}
                  {!period.open &&
                  period.from &&
                  period.to &&
                  parseDate(period.from).getTime() > now ? (
                    <OpeningCalendarButton group={period.group} from={period.from} to={period.to} />
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </section>
  );
}
