/**
 * Polish typesetting keeps a one-letter word (a, i, o, u, w, z) off the end of a line: the
 * space after it is a no-break space, so "w domu" or "z listy" wrap as one. One function for
 * every Polish text a person reads: the app's words (build/polish-typography.ts applies it to
 * the locale files as they are built) and the demo API's (src/mocks/language.ts).
 */
export function bindOneLetterWords(text: string): string {
  return text.replace(/(?<=^|[\s(„"«\u00a0])([aiouwzAIOUWZ]) /g, '$1\u00a0');
}
