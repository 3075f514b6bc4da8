import { isValid, parse } from 'date-fns';
import * as yup from 'yup';

/** Date entry patterns of each interface language (what the hint shows and the parser reads). */
export const arrivalDateFormats: Record<
  string,
  { pattern: string; label: Record<string, string> }
> = {
  en: { pattern: 'dd/MM/yyyy', label: { en: 'DD/MM/YYYY' } },
  pl: { pattern: 'dd.MM.yyyy', label: { pl: 'DD.MM.RRRR' } },
};

export function dateFormatOf(language: string): { pattern: string; label: string } {
  const key = language.startsWith('pl') ? 'pl' : 'en';
  const entry = arrivalDateFormats[key] ?? { pattern: 'dd/MM/yyyy', label: { en: 'DD/MM/YYYY' } };
  return { pattern: entry.pattern, label: entry.label[key] ?? 'DD/MM/YYYY' };
}

/** Parses the two fields in the active language's format; null when they do not make a moment. */
export function parseArrival(date: string, time: string, language: string): Date | null {
  const { pattern } = dateFormatOf(language);
  const timeMatch = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(time.trim());
  if (!timeMatch) return null;
  const day = parse(date.trim(), pattern, new Date(2000, 0, 1));
  if (!isValid(day) || day.getFullYear() < 1000) return null;
  day.setHours(Number(timeMatch[1]), Number(timeMatch[2]), 0, 0);
  return day;
}

/** Messages are keys of the `panel` namespace, worded with the language's `format`. */
export function arrivalSchema(language: string) {
  const { pattern } = dateFormatOf(language);
  return yup.object({
    date: yup
      .string()
      .trim()
      .required('panel:arrival.required')
      .test('date', 'panel:arrival.invalidDate', (value) => {
        const day = parse(value ?? '', pattern, new Date(2000, 0, 1));
        return isValid(day) && day.getFullYear() >= 1000;
      }),
    time: yup
      .string()
      .trim()
      .required('panel:arrival.required')
      .matches(/^([01]?\d|2[0-3]):([0-5]\d)$/, 'panel:arrival.invalidTime'),
  });
}

export type ArrivalValues = yup.InferType<ReturnType<typeof arrivalSchema>>;
