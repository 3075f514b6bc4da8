import { baseApi } from '@/shared/api/base-api';
import { hasStrings } from '@/shared/lib/response-shape';
import type { components } from '@/shared/api/schema';

type Schemas = components['schemas'];
export type Country = Schemas['Country'];
export type DocumentType = Schemas['DocumentType'];
export type University = Schemas['University'];
export type Dorm = Schemas['Dorm'];

/** A list whose every entry has these string fields and a name in both languages. */
const listOf =
  (keys: readonly string[], localisedName = true) =>
  (data: unknown) =>
    Array.isArray(data) &&
    data.every(
      (item) => hasStrings(item, keys) && (!localisedName || hasStrings(item.name, ['en', 'pl'])),
    );

/**
 * A list a form cannot be completed without (the contract's minItems 1): empty, it is a failed
 * read, said with a retry, not a select with nothing to choose.
 */
const nonEmpty = (check: (data: unknown) => boolean) => (data: unknown) =>
  check(data) && (data as unknown[]).length > 0;

/** This feature's cache tags, declared here rather than in shared/api. */
const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['Dictionaries'] });

/**
 * The API's dictionaries (no authorization), declared once for every screen: the registration
 * form, the guest form, the main page's prices and the panel's invoice data all read these hooks,
 * so each list is asked for once and shared through one cache entry. GET /app/periods is in
 * `shared/periods/api.ts`. A failure is shown by the screen that needs the list (with a retry).
 */
export const dictionariesApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    countries: build.query<Country[], void>({
      query: () => ({
        url: '/app/dictionaries/countries',
        isExpected: nonEmpty(listOf(['id', 'code'])),
      }),
      providesTags: ['Dictionaries'],
    }),
    documentTypes: build.query<DocumentType[], void>({
      query: () => ({
        url: '/app/dictionaries/document-types',
        isExpected: nonEmpty(listOf(['id', 'code'])),
      }),
      providesTags: ['Dictionaries'],
    }),
    universities: build.query<University[], void>({
      query: () => ({ url: '/app/dictionaries/universities', isExpected: listOf(['id']) }),
      providesTags: ['Dictionaries'],
    }),
    dorms: build.query<Dorm[], void>({
      query: () => ({ url: '/app/dictionaries/dorms', isExpected: listOf(['id', 'name'], false) }),
      providesTags: ['Dictionaries'],
    }),
  }),
});

export const { useCountriesQuery, useDocumentTypesQuery, useUniversitiesQuery, useDormsQuery } =
  dictionariesApi;
