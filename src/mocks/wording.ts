/** The languages the demo API words its messages and seeded text in (api/openapi.yaml). */
export type ApiLanguage = 'en' | 'pl';

/** One sentence of the API in each language it answers in. */
export type Wording = Record<ApiLanguage, string>;
