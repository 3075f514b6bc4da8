import { useMemo } from 'react';
import { formatDate, formatMoney } from '@/shared/lib/format';

/**
 * Formatting a year's rows' dates through date-fns each render is the slow part of opening it;
 * the same few hundred dates repeat, so they are formatted once per language.
 */
export function useFormatters(language: string) {
  return useMemo(() => {
    const dates = new Map<string, string>();
    const money = new Map<number, string>();
    return {
      date(value: string) {
        let text = dates.get(value);
        if (text === undefined) {
          text = formatDate(value, language);
          dates.set(value, text);
        }
        return text;
      },
      money(value: number) {
        let text = money.get(value);
        if (text === undefined) {
          text = formatMoney(value, language);
          money.set(value, text);
        }
        return text;
      },
    };
  }, [language]);
}
export type Formatters = ReturnType<typeof useFormatters>;

/** "2025/2026". */
export const yearName = (start: number) => `${start}/${start + 1}`;
