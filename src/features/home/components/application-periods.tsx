import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { appAddress } from '@/shared/lib/app-address';
import { formatDate, formatDateTime, parseDate } from '@/shared/lib/format';
import { Alert } from '@/shared/ui/alert';
import { CalendarButton } from '@/shared/ui/download-button';
import { QueryState } from '@/shared/ui/query-state';
import { useApplicationPeriodsQuery, type ApplicationPeriod } from '@/shared/periods/api';
import { applicantKinds, groupsOfKind, type ApplicantKind } from '@/shared/periods/groups';
import { loadApplicantKind, saveApplicantKind } from '../applicant-kind';

const groupOrder = ['students', 'polishStudents', 'foreignStudents', 'doctoral'] as const;
type Group = (typeof groupOrder)[number];

/** A period's end that is a date alone (no time of day) is that whole day. */
const isDay = (moment: string) => /^\d{4}-\d\d-\d\d$/.test(moment);

/**
 * "Add to calendar" for a period's opening (one still to come) or its closing (one open now): at
 * that moment in Warsaw time, the closing as the last half hour to apply, reminded a day before.
 */
function PeriodCalendarButton({
  group,
  from,
  to,
  edge,
}: {
  group: Group;
  from: string;
  to: string;
  edge: 'open' | 'close';
}) {
  const { t, i18n } = useTranslation('home');
  const groupName = t(`periods.groups.${group}`);
  const words = edge === 'open' ? 'calendar' : 'closeCalendar';
  const moment = edge === 'open' ? from : to;
  const closing = new Date(parseDate(to).getTime() - 30 * 60_000).toISOString();
  return (
    <CalendarButton
      className="period__calendar"
      label={t(`periods.${words}.label`, {
        group: groupName,
        date: formatDateTime(moment, i18n.language),
      })}
      fileName={t(`periods.${words}.file`, { date: moment.slice(0, 10) })}
      events={() => [
        {
          // A group's period of an academic year (it opens in the year it starts): a moved
          // opening or closing updates the same event.
          id: `application-period-${group}-${academicYearStart(from)}${edge === 'close' ? '-close' : ''}`,
          // A date alone (no time of day) is a whole day.
          ...(isDay(moment)
            ? { day: moment }
            : edge === 'open'
              ? { at: from, minutes: 30 }
              : { at: closing, minutes: 30 }),
          summary: t(`periods.${words}.summary`, { group: groupName }),
          description: t('periods.calendar.description', {
            group: groupName,
            who: t(`periods.who.${group}`),
            from: formatDateTime(from, i18n.language),
            to: formatDateTime(to, i18n.language),
          }),
          url: appAddress(edge === 'open' ? paths.home : paths.register),
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

/**
 * "I am…" (issue 34, point 6): a person says once what they are, for this tab's session, and
 * their own periods come first, with a plain word on how their groups combine.
 */
function ApplicantKindChoice({
  kind,
  onChange,
}: {
  kind: ApplicantKind | null;
  onChange: (kind: ApplicantKind) => void;
}) {
  const { t } = useTranslation('home');
  return (
    <fieldset className="fieldset period-kind">
      <legend className="period-kind__legend">{t('periods.kind.legend')}</legend>
      <p className="field__hint" id="period-kind-hint">
        {t('periods.kind.hint')}
      </p>
      <div className="period-kind__options">
        {applicantKinds.map((value) => (
          <div className="radio" key={value}>
            <input
              className="radio__input"
              type="radio"
              name="period-kind"
              id={`period-kind-${value}`}
              value={value}
              checked={kind === value}
              aria-describedby="period-kind-hint"
              onChange={() => onChange(value)}
            />
            <label className="radio__label" htmlFor={`period-kind-${value}`}>
              {t(`periods.kind.options.${value}`)}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** Which groups may apply now (product.md §4), with a clear state when none may. */
export function ApplicationPeriods() {
  const { t, i18n } = useTranslation('home');
  const query = useApplicationPeriodsQuery();
  const [kind, setKind] = useState<ApplicantKind | null>(loadApplicantKind);
  const mine: readonly Group[] = kind ? groupsOfKind[kind] : [];
  const byOrder = [...(query.data ?? [])].sort(
    (a, b) => groupOrder.indexOf(a.group) - groupOrder.indexOf(b.group),
  );
  const own = byOrder.filter((period) => mine.includes(period.group));
  const others = byOrder.filter((period) => !mine.includes(period.group));
  const anyOpen = byOrder.some((period) => period.open);
  // A closed period still to come is "not open yet", not "closed" (as if it had been called off).
  const [now] = useState(Date.now);
  const range = (from: string | null, to: string | null) =>
    from && to
      ? t('periods.range', {
          from: formatDate(from, i18n.language),
          to: formatDate(to, i18n.language),
        })
      : '';

  const item = (period: ApplicationPeriod) => {
    const upcoming = !period.open && period.from && parseDate(period.from).getTime() > now;
    return (
      <li key={period.group} className={period.open ? 'period period--open' : 'period'}>
        <span className="period__group">{t(`periods.groups.${period.group}`)}</span>{' '}
        <span className="period__state">
          {period.open ? t('periods.open') : upcoming ? t('periods.upcoming') : t('periods.closed')}
        </span>
        {period.from && period.to ? (
          <span className="period__range"> {range(period.from, period.to)}</span>
        ) : null}
        <span className="period__who">{t(`periods.who.${period.group}`)}</span>
        {/* The opening of a period still to come; the closing of one open now. */}
        {period.from && period.to && (upcoming || period.open) ? (
          <PeriodCalendarButton
            group={period.group}
            from={period.from}
            to={period.to}
            edge={period.open ? 'close' : 'open'}
          />
        ) : null}
      </li>
    );
  };

  return (
    <section className="home-periods" aria-labelledby="home-periods">
      <h2 id="home-periods">{t('periods.title')}</h2>
      <ApplicantKindChoice
        kind={kind}
        onChange={(value) => {
          setKind(value);
          saveApplicantKind(value);
        }}
      />
      <QueryState queries={[query]} what={t('periods.what')}>
        {() => (
          <>
            {!anyOpen ? (
              <Alert tone="warning" live={false}>
                {t('periods.noneOpen')}
              </Alert>
            ) : null}
            {kind && own.length ? (
              <>
                <h3 className="period-list__title">{t('periods.mine')}</h3>
                <p>{t(`periods.mineRule.${kind}`)}</p>
                <ul className="home__periods">{own.map(item)}</ul>
                {others.length ? (
                  <h3 className="period-list__title">{t('periods.others')}</h3>
                ) : null}
              </>
            ) : null}
            {(kind && own.length ? others : byOrder).length ? (
              <ul className="home__periods">{(kind && own.length ? others : byOrder).map(item)}</ul>
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}
