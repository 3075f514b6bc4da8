import type { components } from '@/shared/api/schema';
import { baseApi } from '@/shared/api/base-api';

type Schemas = components['schemas'];
export type AdditionalInfo = Schemas['AdditionalInfo'];

/** This feature's cache tags, declared here rather than in shared/api. */
const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['AdditionalInfo'] });

/**
 * The application feature's own calls; the dictionaries it reads (countries, document types,
 * universities, dorms) are declared once for every feature in `@/shared/dictionaries/api`.
 */
export const applicationApi = withTags.injectEndpoints({
  endpoints: (build) => ({
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

export const { useAdditionalInfoQuery, usePostFormMutation } = applicationApi;
