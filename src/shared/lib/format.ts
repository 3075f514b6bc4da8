import { format as formatDateFns, type Locale } from 'date-fns';
import { enGB, pl } from 'date-fns/locale';
import { toDate } from './plain-format';

export { formatDate, formatMoney, parseDate } from './plain-format';

const dateLocales: Record<string, Locale> = { en: enGB, pl };

/** Polish display weeks start on Monday (product.md §9); en-GB does too. */
export function dateLocale(language: string): Locale {
  return dateLocales[language.slice(0, 2)] ?? enGB;
}

export function weekStartsOn(language: string): 0 | 1 {
  return (dateLocale(language).options?.weekStartsOn ?? 1) as 0 | 1;
}

/**
 * How a date is typed in each language, the same as it is shown (`formatDate`): day/month/year
 * in English (en-GB), day.month.year in Polish. `label` is the pattern as the hints name it.
 */
export function dateInputFormat(language: string): { pattern: string; label: string } {
  return language.startsWith('pl')
    ? { pattern: 'dd.MM.yyyy', label: 'DD.MM.RRRR' }
    : { pattern: 'dd/MM/yyyy', label: 'DD/MM/YYYY' };
}

export function formatDateTime(value: Date | string | number, language: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatDateFns(date, 'Pp', { locale: dateLocale(language) });
}
