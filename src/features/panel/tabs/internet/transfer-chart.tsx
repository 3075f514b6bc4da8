import { format } from 'date-fns';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dateLocale } from '@/shared/lib/format';
import type { Transfer } from '../../api';
import { CardTable, type CardColumn } from '@/shared/ui/card-table';

/** "37.8 GB" with a no-break space: a narrow table cell never puts the unit on its own line. */
export function formatMegabytes(value: number, language: string): string {
  const locale = language.startsWith('pl') ? 'pl-PL' : 'en-GB';
  if (value >= 1000)
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value / 1000)}\u00a0GB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value)}\u00a0MB`;
}

/** `2026-11` -> "November 2026" / "listopad 2026" (the month standing alone, nominative). */
export function formatMonth(month: string, language: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, 1);
  return format(date, 'LLLL yyyy', { locale: dateLocale(language) });
}

export function percentOf(value: number, limit: number): number {
  return limit > 0 ? Math.round((value / limit) * 100) : 0;
}

/**
 * Transfer used in the current and previous month: a table with every number, and a small bar
 * chart of what counts against the limit (an image whose text alternative says the same).
 */
export function TransferSection({ transfer }: { transfer: Transfer }) {
  const { t, i18n } = useTranslation('panel');
  const language = i18n.language;
  const chartTitleId = useId();
  const mb = (value: number) => formatMegabytes(value, language);
  const currentMonth = formatMonth(transfer.current.month, language);
  const previousMonth = formatMonth(transfer.previous.month, language);
  const months = [
    {
      key: 'current',
      label: t('internet.currentMonth', { month: currentMonth }),
      name: currentMonth,
      data: transfer.current,
    },
    {
      key: 'previous',
      label: t('internet.previousMonth', { month: previousMonth }),
      name: previousMonth,
      data: transfer.previous,
    },
  ] as const;
  const chartLabel = t('internet.chartLabel', {
    current: mb(transfer.current.fromLimit),
    currentMonth,
    currentPercent: percentOf(transfer.current.fromLimit, transfer.limit),
    previous: mb(transfer.previous.fromLimit),
    previousMonth,
    previousPercent: percentOf(transfer.previous.fromLimit, transfer.limit),
  });
  const columns: CardColumn<(typeof months)[number]>[] = [
    { header: t('internet.month'), rowHeader: true, card: 'title', cell: (month) => month.label },
    { header: t('internet.download'), className: 'num', cell: (month) => mb(month.data.download) },
    { header: t('internet.upload'), className: 'num', cell: (month) => mb(month.data.upload) },
    { header: t('internet.sum'), className: 'num', cell: (month) => mb(month.data.sum) },
    {
      header: t('internet.fromLimit'),
      className: 'num',
      cell: (month) =>
        `${mb(month.data.fromLimit)} (${t('internet.percentOfLimit', {
          percent: percentOf(month.data.fromLimit, transfer.limit),
        })})`,
    },
  ];
  const shareOfLimit = (value: number) =>
    Math.min(100, (value / Math.max(transfer.limit, 1)) * 100);

  return (
    <section className="panel-section">
      <h2 id="transfer-heading">{t('internet.transferHeading')}</h2>
      <figure className="transfer-chart">
        {/* HTML bars, not an SVG scaled to the width: its labels were about 10 px on a 320 px
            phone and 19 px on a desktop. The image's name says what the bars show. */}
        <div role="img" aria-labelledby={chartTitleId} className="transfer-chart__bars">
          {months.map((month) => {
            const over = month.data.fromLimit > transfer.limit;
            return (
              <div key={month.key} className="transfer-chart__bar">
                <span className="transfer-chart__label">
                  {t('internet.chartBar', {
                    month: month.name,
                    percent: percentOf(month.data.fromLimit, transfer.limit),
                  })}
                </span>
                <span className="transfer-chart__limit">
                  <span
                    className={
                      over
                        ? 'transfer-chart__used transfer-chart__used--over'
                        : 'transfer-chart__used'
                    }
                    style={{ width: `${shareOfLimit(month.data.fromLimit)}%` }}
                  />
                </span>
              </div>
            );
          })}
        </div>
        <p id={chartTitleId} hidden>
          {chartLabel}
        </p>
        <figcaption>{t('internet.transferCaption', { limit: mb(transfer.limit) })}</figcaption>
      </figure>
      <CardTable
        labelledBy="transfer-heading"
        columns={columns}
        rows={months}
        rowKey={(month) => month.key}
      />
    </section>
  );
}
