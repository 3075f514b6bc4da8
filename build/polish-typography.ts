import type { Plugin } from 'vite';
import { bindOneLetterWords } from '../src/shared/lib/polish-typography.ts';

export { bindOneLetterWords };

/**
 * The Polish words as the build and the dev server import them (the app, its prerendered pages
 * and the early painter all read them through Vite) get their one-letter words bound
 * (src/shared/lib/polish-typography.ts), so the translation files stay plain text. Not under
 * Vitest (vite.config.ts): the unit tests compare the words as written.
 */
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
