import type { TFunction } from 'i18next';
import { csvFile, csvType, type CsvCell } from '@/shared/lib/csv';
import type { Charge, Payment } from '../../api';
import { academicYearOf, groupByAcademicYear } from '../../fee-years';

/**
 * The Fees tab as one table for a spreadsheet (loaded on the button's press): a row per
 * receivable and per payment, in the screen's order (this academic year, then with the
 * historical entries each earlier year, newest first; receivables before payments), with the
 * screen's words for kinds and sources, amounts as numbers and dates as ISO.
 */
export function feesCsv({
  charges,
  payments,
  historical,
  today,
  isOverdue,
  t,
  language,
}: {
  charges: Charge[];
  payments: Payment[];
  historical: boolean;
  /** YYYY-MM-DD: the academic year the current entries are under. */
  today: string;
  /** The screen's own rule, so the file marks the rows the table marks. */
  isOverdue: (charge: Charge) => boolean;
  t: TFunction<'panel'>;
  language: string;
}): { content: string; type: string } {
  const yes = t('fees.csv.yes');
  const no = t('fees.csv.no');
  const yearName = (start: number) => `${start}/${start + 1}`;
  const header: CsvCell[] = [
    t('fees.csv.entry'),
    t('fees.csv.academicYear'),
    t('fees.col.kind'),
    t('fees.csv.reason'),
    t('fees.col.amount'),
    t('fees.col.interest'),
    t('fees.csv.date'),
    t('fees.col.deadline'),
    t('fees.csv.overdue'),
    t('fees.csv.periodFrom'),
    t('fees.csv.periodTo'),
    t('fees.col.feeCollector'),
    t('fees.csv.checkInFrom'),
    t('fees.csv.checkInTo'),
    t('fees.csv.dorm'),
    t('fees.csv.room'),
    t('fees.col.returned'),
    t('fees.col.source'),
  ];
  const chargeRow = (charge: Charge, year: number): CsvCell[] => [
    t('fees.csv.receivable'),
    yearName(year),
    t(`fees.kind.${charge.kind}`),
    charge.reason || null,
    charge.amount,
    charge.interest,
    charge.chargeDate,
    charge.paymentDeadline,
    isOverdue(charge) ? yes : no,
    charge.periodFrom,
    charge.periodTo,
    charge.feeCollector,
    charge.checkInFrom,
    charge.checkInTo,
    charge.dorm,
    charge.room,
    charge.returned ? yes : no,
    null,
  ];
  const paymentRow = (payment: Payment, year: number): CsvCell[] => [
    t('fees.csv.payment'),
    yearName(year),
    t(`fees.kind.${payment.type}`),
    null,
    payment.amount,
    null,
    payment.date,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    t(`fees.source.${payment.source}`),
  ];
  const currentYear = academicYearOf(today);
  const rows: CsvCell[][] = [
    header,
    ...charges.filter((item) => !item.historical).map((item) => chargeRow(item, currentYear)),
    ...payments.filter((item) => !item.historical).map((item) => paymentRow(item, currentYear)),
  ];
  if (historical) {
    const years = groupByAcademicYear(
      charges.filter((item) => item.historical),
      payments.filter((item) => item.historical),
    );
    for (const year of years) {
      rows.push(...year.charges.map((item) => chargeRow(item, year.start)));
      rows.push(...year.payments.map((item) => paymentRow(item, year.start)));
    }
  }
  return { content: csvFile(rows, language), type: csvType };
}
