import { bindOneLetterWords } from '@/shared/lib/polish-typography';

/** The languages the demo API words its messages and seeded text in (api/openapi.yaml). */
export type ApiLanguage = 'en' | 'pl';

/** One sentence of the API in each language it answers in. */
export type Wording = Record<ApiLanguage, string>;

/**
 * A text the demo writes, as a person reads it in that language: the Polish typeset as the app's
 * own words are (a one-letter word bound to the next by a no-break space), by the same function.
 */
export function typeset(text: string, language: ApiLanguage): string {
  return language === 'pl' ? bindOneLetterWords(text) : text;
}

/** A sentence of the demo in one language, typeset. */
export function inLanguage(wording: Wording, language: ApiLanguage): string {
  return typeset(wording[language], language);
}
