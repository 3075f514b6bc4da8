/**
 * A moment someone may read out to the office (the error dialog): the date as the portal writes
 * it, the time to the second and the time zone, e.g. "22/11/2026, 01:00:00 UTC". Its own module,
 * without date-fns: the error dialog is part of the entry chunk.
 */
export function formatMoment(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const locale = language.startsWith('pl') ? 'pl-PL' : 'en-GB';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'long' }).format(date);
}
