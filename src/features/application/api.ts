import type { components } from '@/shared/api/schema';
import { baseApi } from '@/shared/api/base-api';

type Schemas = components['schemas'];
export type Country = Schemas['Country'];
export type DocumentType = Schemas['DocumentType'];
export type University = Schemas['University'];
export type Dorm = Schemas['Dorm'];
export type AdditionalInfo = Schemas['AdditionalInfo'];
export type ServerFieldError = { msg: string; param: string };

/**
 * Endpoint names are prefixed by the feature: the home feature injects its own. Dictionary
 * failures are shown by the form itself (with a retry), so they open no error dialog.
 */
export const applicationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    applicationCountries: build.query<Country[], void>({
      query: () => ({ url: '/app/dictionaries/countries', errorDialog: false }),
      providesTags: ['Dictionaries'],
    }),
    applicationDocumentTypes: build.query<DocumentType[], void>({
      query: () => ({ url: '/app/dictionaries/document-types', errorDialog: false }),
      providesTags: ['Dictionaries'],
    }),
    applicationUniversities: build.query<University[], void>({
      query: () => ({ url: '/app/dictionaries/universities', errorDialog: false }),
      providesTags: ['Dictionaries'],
    }),
    applicationDorms: build.query<Dorm[], void>({
      query: () => ({ url: '/app/dictionaries/dorms', errorDialog: false }),
      providesTags: ['Dictionaries'],
    }),
    additionalInfo: build.query<AdditionalInfo, void>({
      query: () => ({ url: '/app/form/additionalInfo', errorDialog: false }),
      providesTags: ['AdditionalInfo'],
    }),
    /** Multipart with the files; errors are shown by the form (fields, mismatch) or the dialog. */
    postForm: build.mutation<{ id: string }, FormData>({
      query: (data) => ({ url: '/app/form/post', method: 'POST', data, errorDialog: false }),
    }),
  }),
});

export const {
  useApplicationCountriesQuery,
  useApplicationDocumentTypesQuery,
  useApplicationUniversitiesQuery,
  useApplicationDormsQuery,
  useAdditionalInfoQuery,
  usePostFormMutation,
} = applicationApi;
