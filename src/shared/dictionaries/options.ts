import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '@/shared/ui/form/select-field';
import { useCountriesQuery } from './api';

type Named = { id: string; name: { en: string; pl: string } };

/** A dictionary entry's name in the interface language (Polish for `pl*`, else English). */
export function localName(name: Named['name'], language: string): string {
  return language.startsWith('pl') ? name.pl : name.en;
}

/** A dictionary as select options: the API's id as the value, the local name as the label. */
export function dictionaryOptions(
  list: readonly Named[] | undefined,
  language: string,
): SelectOption[] {
  return (list ?? []).map((entry) => ({ value: entry.id, label: localName(entry.name, language) }));
}

/** The countries dictionary as options in alphabetical order of the interface language. */
export function countryOptions(list: readonly Named[] | undefined, language: string) {
  return dictionaryOptions(list, language).sort((a, b) => a.label.localeCompare(b.label, language));
}

/** The countries query and its options in the current language (registration, invoice data). */
export function useCountryOptions() {
  const { i18n } = useTranslation();
  const query = useCountriesQuery();
  const language = i18n.language;
  const options = useMemo(() => countryOptions(query.data, language), [query.data, language]);
  return { query, options };
}
