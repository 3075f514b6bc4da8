import { format } from 'date-fns';
import { dateInputFormat } from '@/shared/lib/format';

/**
 * Dates are typed as the person writes them (dd/mm/yyyy in English, dd.mm.yyyy in Polish, either
 * read in both; yyyy-mm-dd also works) and kept as that text in the form and its draft; the
 * calendar writes the format of the language shown. A phone's decimal keypad (the field's
 * inputmode) has one separator, "." or "," by its locale: both work.
 */
export function parseDateInput(value: string): Date | null {
  const text = value.trim();
  let day: number;
  let month: number;
  let year: number;
  const dmy = /^(\d{1,2})[./,-](\d{1,2})[./,-](\d{4})$/.exec(text);
  const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (dmy) [day, month, year] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  else if (ymd) [year, month, day] = [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])];
  else return null;
  const date = new Date(year, month - 1, day);
  const exists =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return exists && year >= 1900 && year <= 2200 ? date : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** What the field shows: the language's format (`dateInputFormat`), as dates are displayed. */
export function formatDateInput(date: Date, language: string): string {
  return format(date, dateInputFormat(language).pattern);
}

/** What the API gets: yyyy-mm-dd. */
export function toIsoDate(value: string): string {
  const date = parseDateInput(value);
  return date ? `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : '';
}
