// Every time zone: a date-only value must read as the same day west and east of UTC.
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { dateLocale, formatDate, formatDateTime, formatMoney, parseDate } from './format';

describe('parseDate', () => {
  it('reads a date-only string as that day at local midnight, in any zone', () => {
    const day = parseDate('2026-10-01');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([
      2026, 9, 1, 0,
    ]);
  });

  it('reads a date-time with a zone as that moment', () => {
    expect(parseDate('2026-10-01T08:00:00Z').getTime()).toBe(Date.UTC(2026, 9, 1, 8));
    expect(parseDate('2026-10-01T10:00:00+02:00').getTime()).toBe(Date.UTC(2026, 9, 1, 8));
  });

  it('refuses a day that does not exist instead of rolling it over', () => {
    expect(Number.isNaN(parseDate('2026-02-30').getTime())).toBe(true);
    expect(Number.isNaN(parseDate('soon').getTime())).toBe(true);
  });
});

describe('formatDate', () => {
  it('shows a date-only value as its own day in both languages', () => {
    expect(formatDate('2026-10-01', 'en')).toBe('01/10/2026');
    expect(formatDate('2026-10-01', 'pl')).toBe('01.10.2026');
    expect(formatDate('2026-12-31', 'en')).toBe('31/12/2026');
  });

  it("writes every day as date-fns's short date does in each language (the early painter's too)", () => {
    // Written out without date-fns (plain-format.ts), so the early painter needs no library.
    for (const language of ['en', 'pl', 'en-GB', 'pl-PL', 'de']) {
      for (
        let day = Date.UTC(1999, 0, 1);
        day < Date.UTC(2031, 0, 1);
        day += 7 * 86_400_000 + 3_600_000
      ) {
        const date = new Date(day);
        expect(formatDate(date, language)).toBe(
          format(date, 'P', { locale: dateLocale(language) }),
        );
      }
      expect(formatDate(new Date(987, 5, 4), language)).toBe(
        format(new Date(987, 5, 4), 'P', { locale: dateLocale(language) }),
      );
    }
  });

  it('shows nothing for a value that is no date', () => {
    expect(formatDate('2026-02-30', 'en')).toBe('');
    expect(formatDateTime('', 'pl')).toBe('');
  });

  it('runs in the zone its test project names', () => {
    // The zone projects (vite.config.ts) set TZ; this shows Node took it.
    if (process.env.TZ)
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(process.env.TZ);
  });
});

describe('formatMoney', () => {
  const nbsp = '\u00a0';

  it('writes a computed amount with its grosze, grouped from the thousands', () => {
    expect(formatMoney(1444.61, 'pl')).toBe(`1${nbsp}444,61${nbsp}zł`);
    expect(formatMoney(1444.61, 'en')).toBe(`PLN${nbsp}1,444.61`);
    expect(formatMoney(3467, 'pl')).toBe(`3${nbsp}467,00${nbsp}zł`);
  });

  it('writes a fixed amount in whole złoty the same way, without ",00" (issue 35)', () => {
    expect(formatMoney(3467, 'pl', { grosze: 'whenAny' })).toBe(`3${nbsp}467${nbsp}zł`);
    expect(formatMoney(3467.01, 'pl', { grosze: 'whenAny' })).toBe(`3${nbsp}467,01${nbsp}zł`);
    expect(formatMoney(5341, 'en', { grosze: 'whenAny' })).toBe(`PLN${nbsp}5,341`);
    // The whole-złoty form does not leak into the next computed amount (one cache per form).
    expect(formatMoney(5341, 'en')).toBe(`PLN${nbsp}5,341.00`);
  });
});
