import { describe } from 'vitest';
import type { Language } from './fault-matrix';

/**
 * `describe.each` over English and Polish (`%s` in the title is the language); the body gets the
 * language and that language's entry of `words`.
 */
export function describeInEachLanguage<Words extends Record<Language, unknown>>(
  title: string,
  words: Words,
  body: (language: Language, w: Words[Language]) => void,
): void {
  describe.each(['en', 'pl'] as const)(title, (language) => body(language, words[language]));
}
