import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { appAddress } from '@/shared/lib/app-address';
import { formatDate, formatMoney } from '@/shared/lib/format';
import { CalendarButton } from '@/shared/ui/download-button';
import type { Charge } from '../../api';

/** "Add to calendar" for an unpaid charge's payment deadline: a whole-day event with a reminder. */
export function DeadlineCalendarButton({ charge, kind }: { charge: Charge; kind: string }) {
  const { t, i18n } = useTranslation('panel');
  const date = (value: string) => formatDate(value, i18n.language);
  return (
    <CalendarButton
      label={t('fees.calendar.label', { kind, date: date(charge.paymentDeadline) })}
      fileName={t('fees.calendar.file', { date: charge.paymentDeadline })}
      events={() => {
        const amount = formatMoney(charge.amount + charge.interest, i18n.language);
        const kindNow = t(`fees.kind.${charge.kind}`);
        return [
          {
            id: `charge-${charge.id}-deadline`,
            day: charge.paymentDeadline,
            summary: t('fees.calendar.summary', { kind: kindNow, amount }),
            description: t('fees.calendar.description', {
              kind: kindNow,
              from: date(charge.periodFrom),
              to: date(charge.periodTo),
              amount,
            }),
            url: appAddress(`${paths.panel}?tab=fees`),
            // 09:00 the day before.
            remindBefore: 15 * 60,
          },
        ];
      }}
    />
  );
}
