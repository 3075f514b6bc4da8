import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { supportedLanguages } from './languages';

const root = join(__dirname, 'locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** A key without its plural suffix: `fees.paymentCount_few` -> `fees.paymentCount`. */
function baseOf(key: string): string {
  return key.replace(pluralSuffix, '');
}

/** The plural forms each base key has in a file: { 'fees.paymentCount': ['few', 'many', ...] }. */
function pluralFormsOf(keys: readonly string[]): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of keys) {
    const form = pluralSuffix.exec(key)?.[1];
    if (form) forms.set(baseOf(key), [...(forms.get(baseOf(key)) ?? []), form].sort());
  }
  return forms;
}

/** What Intl.PluralRules says a language needs for cardinal numbers: en one/other, pl one/few/many/other. */
function categoriesOf(language: string): string[] {
  return [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
}

function namespaces(language: string): string[] {
  return readdirSync(join(root, language))
    .filter((file) => file.endsWith('.json'))
    .sort();
}

describe('locale files', () => {
  it('has the same namespaces in every language', () => {
    const [first, ...rest] = supportedLanguages;
    for (const language of rest) expect(namespaces(language)).toEqual(namespaces(first));
  });

  const read = (language: string, file: string) =>
    JSON.parse(readFileSync(join(root, language, file), 'utf8')) as unknown;

  it.each(namespaces('en'))('has the same keys in en and pl for %s', (file) => {
    // Plural forms included: English carries the Polish-only forms (_few, _many) as copies of
    // _other, never used by its Intl.PluralRules, so both files always list the same keys.
    const en = keysOf(read('en', file)).sort();
    const pl = keysOf(read('pl', file)).sort();
    expect(
      pl.filter((key) => !en.includes(key)),
      'only in pl',
    ).toEqual([]);
    expect(
      en.filter((key) => !pl.includes(key)),
      'only in en',
    ).toEqual([]);
  });

  it.each(namespaces('en'))(
    'gives every plural key the forms each language needs in %s',
    (file) => {
      const plural = new Set(
        supportedLanguages.flatMap((language) => [
          ...pluralFormsOf(keysOf(read(language, file))).keys(),
        ]),
      );
      for (const language of supportedLanguages) {
        const forms = pluralFormsOf(keysOf(read(language, file)));
        for (const base of plural)
          expect(forms.get(base), `${language}/${file}: ${base}`).toEqual(
            expect.arrayContaining(categoriesOf(language)),
          );
      }
    },
  );

  it('knows the plural categories of both languages', () => {
    expect(categoriesOf('en')).toEqual(['one', 'other']);
    expect(categoriesOf('pl')).toEqual(['few', 'many', 'one', 'other']);
  });

  it.each(namespaces('en'))('has no empty translations in %s', (file) => {
    for (const language of supportedLanguages) {
      const text = readFileSync(join(root, language, file), 'utf8');
      expect(text, `${language}/${file}`).not.toMatch(/:\s*""/);
    }
  });

  it.each(supportedLanguages)('has one "Try again" in %s: common:actions.tryAgain', (language) => {
    // Every retry button says it through that key (QueryState's, the error screens'); a second
    // key with the same words drifts apart from it in the next wording review.
    const bare = (text: string) =>
      text
        .trim()
        .replace(/[.!…]+$/, '')
        .toLowerCase();
    const entries = namespaces(language).flatMap((file) => {
      const walk = (value: unknown, key: string): [string, string][] =>
        value && typeof value === 'object'
          ? Object.entries(value).flatMap(([name, child]) =>
              walk(child, key.endsWith(':') ? `${key}${name}` : `${key}.${name}`),
            )
          : [[key, String(value)]];
      return walk(read(language, file), `${file.replace(/\.json$/, '')}:`);
    });
    const tryAgain = entries.find(([key]) => key === 'common:actions.tryAgain')?.[1];
    expect(tryAgain).toBeTruthy();
    expect(
      entries.filter(([, text]) => bare(text) === bare(tryAgain ?? '')).map(([key]) => key),
    ).toEqual(['common:actions.tryAgain']);
  });
});
