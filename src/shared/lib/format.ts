import { format as formatDateFns, type Locale } from 'date-fns';
import { enGB, pl } from 'date-fns/locale';

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

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The one way to read the API's dates. A date-only string ("2026-10-01", a stay's first day) is
 * that day in the reader's own zone: `new Date('2026-10-01')` is UTC midnight, which is still 30
 * September west of UTC. A date-time ("2026-10-01T08:00:00Z") is that moment, as `Date` reads it.
 */
export function parseDate(value: string): Date {
  const day = dateOnly.exec(value);
  if (!day) return new Date(value);
  const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const local = new Date(year, month - 1, date);
  // 2026-02-30 is no day (Date would roll it over to 2 March).
  return local.getMonth() === month - 1 ? local : new Date(Number.NaN);
}

function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return value;
  return typeof value === 'string' ? parseDate(value) : new Date(value);
}

export function formatDate(value: Date | string | number, language: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatDateFns(date, 'P', { locale: dateLocale(language) });
}

export function formatDateTime(value: Date | string | number, language: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatDateFns(date, 'Pp', { locale: dateLocale(language) });
}

const moneyFormatters = new Map<string, Intl.NumberFormat>();

/**
 * Amounts are zloty (product.md §9), shown the way each language writes them and as the labels
 * name the currency (docs: the terms table of the language review): "PLN 1,444.61" in English,
 * "1 444,61 zł" in Polish, grouped from the thousands on (Intl groups Polish only from 10 000,
 * so "1444,61 zł" stood beside "30 232,61 zł").
 */
export function formatMoney(amount: number, language: string): string {
  const locale = language.startsWith('pl') ? 'pl-PL' : 'en-GB';
  let formatter = moneyFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'PLN',
      currencyDisplay: locale === 'pl-PL' ? 'narrowSymbol' : 'code',
      useGrouping: 'always',
    });
    moneyFormatters.set(locale, formatter);
  }
  return formatter.format(amount);
}
