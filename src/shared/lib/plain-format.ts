// Formatting with the platform alone (no date-fns): what the early painter (decision 015) shares
// with the app, so both write a day and an amount the same way.

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

export function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return value;
  return typeof value === 'string' ? parseDate(value) : new Date(value);
}

const pad = (value: number, digits: number) => String(value).padStart(digits, '0');

/**
 * A day as each language writes it, the same as date-fns's `P` in en-GB and pl (and as
 * `dateInputFormat` asks it typed): 01/10/2026, 01.10.2026. Written out, not through date-fns,
 * so the early painter (decision 015) formats it the same way without the library and its locales.
 */
export function formatDate(value: Date | string | number, language: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = [pad(date.getDate(), 2), pad(date.getMonth() + 1, 2)];
  // date-fns's pl pattern is dd.MM.y (the year unpadded), en-GB's dd/MM/yyyy.
  return language.startsWith('pl')
    ? [...day, String(date.getFullYear())].join('.')
    : [...day, pad(date.getFullYear(), 4)].join('/');
}

const moneyFormatters = new Map<string, Intl.NumberFormat>();

/**
 * Amounts are zloty (product.md §9), shown the way each language writes them and as the labels
 * name the currency (docs: the terms table of the language review): "PLN 1,444.61" in English,
 * "1 444,61 zł" in Polish, grouped from the thousands on (Intl groups Polish only from 10 000,
 * so "1444,61 zł" stood beside "30 232,61 zł"). A fixed amount the office states in whole zloty
 * (an income threshold) is written without ",00" (`grosze: 'whenAny'`): "3 467 zł" but
 * "3 467,01 zł", grouped and spaced exactly as a computed amount.
 */
export function formatMoney(
  amount: number,
  language: string,
  { grosze = 'always' }: { grosze?: 'always' | 'whenAny' } = {},
): string {
  const locale = language.startsWith('pl') ? 'pl-PL' : 'en-GB';
  const whole = grosze === 'whenAny' && Number.isInteger(amount);
  const key = `${locale}${whole ? ' whole' : ''}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'PLN',
      currencyDisplay: locale === 'pl-PL' ? 'narrowSymbol' : 'code',
      useGrouping: 'always',
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    moneyFormatters.set(key, formatter);
  }
  return formatter.format(amount);
}
