import type { components } from '@/shared/api/schema';
import { baseApi } from '@/shared/api/base-api';

type Schemas = components['schemas'];
export type Country = Schemas['Country'];
export type DocumentType = Schemas['DocumentType'];
export type University = Schemas['University'];
export type Dorm = Schemas['Dorm'];
export type AdditionalInfo = Schemas['AdditionalInfo'];
/** One validation error of a 400/422 answer (`param` names the field, '' the whole form). */
export type ServerFieldError = Schemas['ErrorItem'];

/**
 * Endpoint names are prefixed by the feature: the home feature injects its own. Dictionary
 * failures are shown by the form itself (with a retry), so they open no error dialog.
 */
export const applicationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    applicationCountries: build.query<Country[], void>({
      query: () => ({ url: '/app/dictionaries/countries' }),
      providesTags: ['Dictionaries'],
    }),
    applicationDocumentTypes: build.query<DocumentType[], void>({
      query: () => ({ url: '/app/dictionaries/document-types' }),
      providesTags: ['Dictionaries'],
    }),
    applicationUniversities: build.query<University[], void>({
      query: () => ({ url: '/app/dictionaries/universities' }),
      providesTags: ['Dictionaries'],
    }),
    applicationDorms: build.query<Dorm[], void>({
      query: () => ({ url: '/app/dictionaries/dorms' }),
      providesTags: ['Dictionaries'],
    }),
    additionalInfo: build.query<AdditionalInfo, void>({
      query: () => ({ url: '/app/form/additionalInfo' }),
      providesTags: ['AdditionalInfo'],
    }),
    /**
     * Multipart with the files; errors are shown by the form (fields, mismatch) or the dialog.
     * Nothing reads the answer's body, so an empty success is a delivered application: calling it
     * a failure would have the person send it again.
     */
    postForm: build.mutation<unknown, { form: FormData; idempotencyKey: string }>({
      query: ({ form, idempotencyKey }) => ({
        url: '/app/form/post',
        method: 'POST',
        data: form,
        // The same key on every try of one application: the server creates it once.
        headers: { 'Idempotency-Key': idempotencyKey },
        emptyBodyOk: true,
      }),
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
