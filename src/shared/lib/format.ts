import { format as formatDateFns, type Locale } from 'date-fns';
import { enGB, pl } from 'date-fns/locale';

const dateLocales: Record<string, Locale> = { en: enGB, pl };

/** Polish display weeks start on Monday (spec section 9); en-GB does too. */
export function dateLocale(language: string): Locale {
  return dateLocales[language.slice(0, 2)] ?? enGB;
}

export function weekStartsOn(language: string): 0 | 1 {
  return (dateLocale(language).options?.weekStartsOn ?? 1) as 0 | 1;
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
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
 * Amounts are zloty (spec section 9), shown the way the active language writes them, always with
 * the "zł" sign (English would otherwise write "PLN 1,444.61"): "zł 1,444.61", "1444,61 zł".
 */
export function formatMoney(amount: number, language: string): string {
  const locale = language.startsWith('pl') ? 'pl-PL' : 'en-GB';
  let formatter = moneyFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'PLN',
      currencyDisplay: 'narrowSymbol',
    });
    moneyFormatters.set(locale, formatter);
  }
  return formatter.format(amount);
}
