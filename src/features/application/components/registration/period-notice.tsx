import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, parseDate } from '@/shared/lib/format';
import type { ApplicationPeriod } from '@/shared/periods/api';
import { Alert } from '@/shared/ui/alert';

export const periodNoticeId = 'period-closed';

/**
 * The applicant's application period is closed: when it opens (or that it ended), and that the
 * form waits. Shown as a warning while the form is filled; after a refused send it is an alert.
 */
export function PeriodNotice({
  period,
  refused,
  noticeRef,
}: {
  period: ApplicationPeriod;
  refused: boolean;
  noticeRef: Ref<HTMLDivElement>;
}) {
  const { t, i18n } = useTranslation('application');
  // The moment the notice appeared: whether the period is still to come or has ended.
  const [now] = useState(Date.now);
  const from = period.from ? parseDate(period.from) : null;
  const to = period.to ? parseDate(period.to) : null;
  const when =
    from && from.getTime() > now
      ? t('period.opens', { date: formatDate(from, i18n.language) })
      : to && to.getTime() < now
        ? t('period.ended', { date: formatDate(to, i18n.language) })
        : t('period.noDate');
  return (
    <div ref={noticeRef} tabIndex={-1} id={periodNoticeId}>
      <Alert
        tone={refused ? 'error' : 'warning'}
        live={refused}
        title={t('period.closed', { group: t(`period.groups.${period.group}`) })}
      >
        <p>{when}</p>
        <p>{t('period.notSent')}</p>
      </Alert>
    </div>
  );
}
