import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, parseDate } from '@/shared/lib/format';
import { Alert } from '@/shared/ui/alert';
import { QueryState } from '@/shared/ui/query-state';
import { useApplicationPeriodsQuery } from '@/shared/periods/api';

const groupOrder = ['students', 'polishStudents', 'foreignStudents', 'doctoral'] as const;

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
    <section aria-labelledby="home-periods">
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
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </section>
  );
}
