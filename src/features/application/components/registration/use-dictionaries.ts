import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useApplicationCountriesQuery,
  useApplicationDocumentTypesQuery,
  useApplicationDormsQuery,
  useApplicationUniversitiesQuery,
} from '../../api';

/** The registration form's dictionaries (one cache each), with options in the current language. */
export function useRegistrationDictionaries() {
  const { i18n } = useTranslation();
  const countries = useApplicationCountriesQuery();
  const documentTypes = useApplicationDocumentTypesQuery();
  const universities = useApplicationUniversitiesQuery();
  const dorms = useApplicationDormsQuery();
  const loaded = useMemo(
    () => [countries.data, documentTypes.data, universities.data, dorms.data],
    [countries.data, documentTypes.data, universities.data, dorms.data],
  );
  const language = i18n.language;
  const localName = (name: { en: string; pl: string }) =>
    language.startsWith('pl') ? name.pl : name.en;
  const options = (list: readonly { id: string; name: { en: string; pl: string } }[] = []) =>
    list.map((entry) => ({ value: entry.id, label: localName(entry.name) }));
  return {
    queries: [countries, documentTypes, universities, dorms],
    countryOptions: options(countries.data).sort((a, b) =>
      a.label.localeCompare(b.label, language),
    ),
    documentTypeOptions: options(documentTypes.data),
    universityOptions: options(universities.data),
    documentTypes: documentTypes.data,
    dorms: dorms.data ?? [],
    /** Changes when any list arrives (a select shows its value only once its options exist). */
    loaded,
  };
}
