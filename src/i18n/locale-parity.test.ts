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

  it.each(namespaces('en'))('has the same keys in en and pl for %s', (file) => {
    const read = (language: string) =>
      JSON.parse(readFileSync(join(root, language, file), 'utf8')) as unknown;
    const en = keysOf(read('en')).sort();
    const pl = keysOf(read('pl')).sort();
    expect(
      pl.filter((key) => !en.includes(key)),
      'only in pl',
    ).toEqual([]);
    expect(
      en.filter((key) => !pl.includes(key)),
      'only in en',
    ).toEqual([]);
  });

  it.each(namespaces('en'))('has no empty translations in %s', (file) => {
    for (const language of supportedLanguages) {
      const text = readFileSync(join(root, language, file), 'utf8');
      expect(text, `${language}/${file}`).not.toMatch(/:\s*""/);
    }
  });
});
