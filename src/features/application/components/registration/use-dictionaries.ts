import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCountriesQuery,
  useDocumentTypesQuery,
  useDormsQuery,
  useUniversitiesQuery,
} from '@/shared/dictionaries/api';
import { countryOptions, dictionaryOptions } from '@/shared/dictionaries/options';

/** The registration form's dictionaries (shared, one cache each), as options in the language. */
export function useRegistrationDictionaries() {
  const { i18n } = useTranslation();
  const countries = useCountriesQuery();
  const documentTypes = useDocumentTypesQuery();
  const universities = useUniversitiesQuery();
  const dorms = useDormsQuery();
  const loaded = useMemo(
    () => [countries.data, documentTypes.data, universities.data, dorms.data],
    [countries.data, documentTypes.data, universities.data, dorms.data],
  );
  const language = i18n.language;
  return {
    queries: [countries, documentTypes, universities, dorms],
    countryOptions: countryOptions(countries.data, language),
    documentTypeOptions: dictionaryOptions(documentTypes.data, language),
    universityOptions: dictionaryOptions(universities.data, language),
    documentTypes: documentTypes.data,
    dorms: dorms.data ?? [],
    /** Changes when any list arrives (a select shows its value only once its options exist). */
    loaded,
  };
}
