import { isValid, parse, startOfToday } from 'date-fns';
import * as yup from 'yup';
import { dateInputFormat } from '@/shared/lib/format';

/** The language's date format (shared with the registration's dates and their display). */
export function dateFormatOf(language: string): { pattern: string; label: string } {
  return dateInputFormat(language);
}

/*
 * The fields ask phones for the decimal keypad (inputmode="decimal"): digits and one separator,
 * the locale's decimal one (an iPhone: "." in English, "," in Polish). The digits-only keypad
 * ("numeric") has no separator at all, and neither offers "/" or ":". So "." and "," are read as
 * the format's separator, whatever the language: 01,10,2026 and 14.30 are what a phone's keypad
 * can type; day, month and year come in the same order in both languages.
 */
const dateSeparators = /[./,-]/g;
const timeSeparator = /^(\d{1,2})[:.,](\d{2})$/;

/** The date with any separator a keypad gives written as the language's own. */
export function normaliseArrivalDate(date: string, language: string): string {
  const separator = dateFormatOf(language).pattern.charAt(2);
  return date.trim().replace(dateSeparators, separator);
}

/** Hours and minutes of a time typed with ":", "." or ","; null when it is no time of day. */
function timeOf(time: string): [number, number] | null {
  const match = timeSeparator.exec(time.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours <= 23 && minutes <= 59 ? [hours, minutes] : null;
}

/** The day typed (midnight, local time); null when it is no real date in the language's format. */
function dayOf(date: string, language: string): Date | null {
  const day = parse(
    normaliseArrivalDate(date, language),
    dateFormatOf(language).pattern,
    new Date(2000, 0, 1),
  );
  return isValid(day) && day.getFullYear() >= 1000 ? day : null;
}

/** Parses the two fields in the active language's format; null when they do not make a moment. */
export function parseArrival(date: string, time: string, language: string): Date | null {
  const timeMatch = timeOf(time);
  const day = dayOf(date, language);
  if (!timeMatch || !day) return null;
  day.setHours(timeMatch[0], timeMatch[1], 0, 0);
  return day;
}

/**
 * Messages are keys of the `panel` namespace, worded with the language's `format`. An arrival is
 * declared ahead: a day before today (the person's own calendar day) is refused as past; today
 * is accepted at any time, as someone arriving now declares the day they are in.
 */
export function arrivalSchema(language: string) {
  return yup.object({
    date: yup
      .string()
      .trim()
      .required('panel:arrival.dateRequired')
      .test('date', 'panel:arrival.invalidDate', (value) => dayOf(value ?? '', language) !== null)
      .test('past', 'panel:arrival.pastDate', (value) => {
        const day = dayOf(value ?? '', language);
        // An unreadable date is the test above's to say.
        return day === null || day >= startOfToday();
      }),
    time: yup
      .string()
      .trim()
      .required('panel:arrival.timeRequired')
      .test('time', 'panel:arrival.invalidTime', (value) => timeOf(value ?? '') !== null),
  });
}

export type ArrivalValues = yup.InferType<ReturnType<typeof arrivalSchema>>;
