import type { Plugin } from 'vite';

/**
 * Polish typesetting keeps a one-letter word (a, i, o, u, w, z) off the end of a line: the
 * space after it is a no-break space, so "w domu" or "z listy" wrap as one. Applied to the Polish
 * words as the build and the dev server import them (the app, its prerendered pages and the
 * early painter all read them through Vite), so the translation files stay plain text. Not
 * under Vitest (vite.config.ts): the unit tests compare the words as written.
 */
export function bindOneLetterWords(text: string): string {
  return text.replace(/(?<=^|[\s(„"«\u00a0])([aiouwzAIOUWZ]) /g, '$1\u00a0');
}

function bindEverywhere(value: unknown): unknown {
  if (typeof value === 'string') return bindOneLetterWords(value);
  if (Array.isArray(value)) return value.map(bindEverywhere);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, bindEverywhere(inner)]),
    );
  return value;
}

export function polishTypographyPlugin(): Plugin {
  return {
    name: 'polish-typography',
    enforce: 'pre',
    transform(code, id) {
      if (!/[/\\]src[/\\]i18n[/\\]locales[/\\]pl[/\\][\w-]+\.json$/.test(id)) return null;
      return { code: JSON.stringify(bindEverywhere(JSON.parse(code) as unknown)), map: null };
    },
  };
}
