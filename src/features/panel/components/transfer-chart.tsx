import { format } from 'date-fns';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dateLocale } from '@/shared/lib/format';
import type { Transfer } from '../api';
import { TableWrap } from './table-wrap';

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
 * chart of what counts against the limit (inline SVG whose text alternative says the same).
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
  const width = 320;
  const barHeight = 22;
  const labelWidth = 0;
  const scale = (value: number) => Math.min(1, value / Math.max(transfer.limit, 1)) * (width - 2);

  return (
    <section className="panel-section">
      <h2 id="transfer-heading">{t('internet.transferHeading')}</h2>
      <figure className="transfer-chart">
        <svg
          role="img"
          aria-labelledby={chartTitleId}
          viewBox={`0 0 ${width} ${months.length * (barHeight + 26) + 4}`}
          className="transfer-chart__svg"
        >
          <title id={chartTitleId}>{chartLabel}</title>
          {months.map((month, index) => {
            const y = index * (barHeight + 26) + 16;
            const over = month.data.fromLimit > transfer.limit;
            return (
              <g key={month.key}>
                <text x={labelWidth} y={y - 4} className="transfer-chart__label">
                  {t('internet.chartBar', {
                    month: month.name,
                    percent: percentOf(month.data.fromLimit, transfer.limit),
                  })}
                </text>
                <rect
                  x={1}
                  y={y}
                  width={width - 2}
                  height={barHeight}
                  className="transfer-chart__limit"
                />
                <rect
                  x={1}
                  y={y}
                  width={scale(month.data.fromLimit)}
                  height={barHeight}
                  className={
                    over
                      ? 'transfer-chart__used transfer-chart__used--over'
                      : 'transfer-chart__used'
                  }
                />
              </g>
            );
          })}
        </svg>
        <figcaption>{t('internet.transferCaption', { limit: mb(transfer.limit) })}</figcaption>
      </figure>
      <TableWrap labelledBy="transfer-heading">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('internet.month')}</th>
              <th scope="col" className="num">
                {t('internet.download')}
              </th>
              <th scope="col" className="num">
                {t('internet.upload')}
              </th>
              <th scope="col" className="num">
                {t('internet.sum')}
              </th>
              <th scope="col" className="num">
                {t('internet.fromLimit')}
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.key}>
                <th scope="row">{month.label}</th>
                <td className="num">{mb(month.data.download)}</td>
                <td className="num">{mb(month.data.upload)}</td>
                <td className="num">{mb(month.data.sum)}</td>
                <td className="num">
                  {mb(month.data.fromLimit)} (
                  {t('internet.percentOfLimit', {
                    percent: percentOf(month.data.fromLimit, transfer.limit),
                  })}
                  )
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </section>
  );
}
