import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './api';
import { format } from 'date-fns';
import { arrivalSchema, dateFormatOf, parseArrival } from './arrival-schema';
import { formatIban } from './payment-qr';
import { formatMegabytes, formatMonth, percentOf } from './tabs/internet/transfer-chart';

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="declaration-D-2026-00153.pdf"', 'declaration-D-2026-00153.pdf'],
    ['attachment; filename=annex.pdf', 'annex.pdf'],
    ['attachment; filename*=UTF-8\'\'aneks-%C5%BC.pdf; filename="x.pdf"', 'aneks-ż.pdf'],
    ['inline', null],
    [undefined, null],
  ])('%s -> %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });
});

describe('arrival date in the active language', () => {
  it('reads DD/MM/YYYY in English and DD.MM.YYYY in Polish', () => {
    expect(dateFormatOf('en').label).toBe('DD/MM/YYYY');
    expect(dateFormatOf('pl').label).toBe('DD.MM.RRRR');
    expect(parseArrival('01/10/2026', '14:30', 'en')).toEqual(new Date(2026, 9, 1, 14, 30));
    expect(parseArrival('01.10.2026', '9:05', 'pl')).toEqual(new Date(2026, 9, 1, 9, 5));
  });

  // A phone's decimal keypad has one separator, "." or "," (arrival-schema.ts).
  it.each([
    ['01,10,2026', '14,30', 'pl'],
    ['01.10.2026', '14.30', 'en'],
    ['01,10,2026', '14:30', 'en'],
    ['01/10/2026', '14.30', 'pl'],
  ])("reads %s %s (%s) typed with a keypad's separator", (date, time, language) => {
    expect(parseArrival(date, time, language)).toEqual(new Date(2026, 9, 1, 14, 30));
  });

  it.each([
    ['31/02/2026', '10:00', 'en'],
    ['10/2026', '10:00', 'en'],
    ['01/10/2026', '1030', 'en'],
    ['01/10/2026', '24:00', 'en'],
    ['01/10/2026', '10:60', 'en'],
    ['', '10:00', 'pl'],
  ])('refuses %s %s (%s)', (date, time, language) => {
    expect(parseArrival(date, time, language)).toBeNull();
  });
});

describe('an arrival date in the past', () => {
  /** The date field's message for a day this many days from today, in a language's format. */
  const messageFor = async (days: number, language: 'en' | 'pl') => {
    const day = new Date();
    day.setDate(day.getDate() + days);
    const date = format(day, dateFormatOf(language).pattern);
    const result = await arrivalSchema(language)
      .validateAt('date', { date, time: '00:00' })
      .then(() => null)
      .catch((error: Error) => error.message);
    return result;
  };

  it.each(['en', 'pl'] as const)(
    'is refused from yesterday back, today on accepted (%s)',
    async (language) => {
      expect(await messageFor(-1, language)).toBe('panel:arrival.pastDate');
      expect(await messageFor(-400, language)).toBe('panel:arrival.pastDate');
      expect(await messageFor(0, language)).toBeNull();
      expect(await messageFor(1, language)).toBeNull();
    },
  );

  it('leaves a date that is no date to its own message', async () => {
    await expect(arrivalSchema('en').validateAt('date', { date: '31/02/2020' })).rejects.toThrow(
      'panel:arrival.invalidDate',
    );
  });
});

describe('display helpers', () => {
  it('groups an account number as banks print its IBAN', () => {
    expect(formatIban('61109010140000071219812874')).toBe('PL61 1090 1014 0000 0712 1981 2874');
  });

  it('shows transfer in MB or GB and as a share of the limit', () => {
    // A no-break space keeps the unit with its number: a narrow table cell showed "14.9|GB".
    expect(formatMegabytes(950, 'en')).toBe('950\u00a0MB');
    expect(formatMegabytes(37_750, 'en')).toBe('37.8\u00a0GB');
    expect(formatMegabytes(37_750, 'pl')).toBe('37,8\u00a0GB');
    expect(percentOf(37_750, 100_000)).toBe(38);
    expect(percentOf(5, 0)).toBe(0);
  });
});

describe('formatMonth', () => {
  it.each([
    ['2026-11', 'en', 'November 2026'],
    ['2026-11', 'pl', 'listopad 2026'],
    ['2027-01', 'pl', 'styczeń 2027'],
    ['2027-02', 'en', 'February 2027'],
    ['not a month', 'en', 'not a month'],
  ])('%s in %s -> %s', (month, language, text) => {
    expect(formatMonth(month, language)).toBe(text);
  });
});
