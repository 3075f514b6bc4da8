import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { developerWordsIn, termsNotOurs, variantPattern, type TermLanguage } from './terms';

// Issue 35, point 2: one word per thing, checked in every string a person can read.

const repository = join(__dirname, '..', '..');
const locales = join(__dirname, 'locales');

type Text = { where: string; text: string; languages: TermLanguage[] };

function stringsOf(value: unknown, where: string): { where: string; text: string }[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsOf(item, `${where}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => stringsOf(inner, `${where}.${key}`));
  return [];
}

/** Every string of every locale file, in its language. */
function localeTexts(): Text[] {
  return (['en', 'pl'] as const).flatMap((language) =>
    readdirSync(join(locales, language))
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) =>
        stringsOf(
          JSON.parse(readFileSync(join(locales, language, file), 'utf8')) as unknown,
          `${language}/${file}`,
        ).map((text) => ({ ...text, languages: [language] })),
      ),
  );
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'worker' ? [] : sourceFiles(path);
    // Tests, and the contract's generated validators, are not what the demo says.
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$|\.d\.ts$/.test(entry.name)) return [];
    return [path];
  });
}

/** The language a literal is in when it is the `en` or `pl` of a wording ({ en: ..., pl: ... }). */
function languageOf(node: ts.Node): TermLanguage[] {
  const parent = node.parent;
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) {
    const name = parent.name.getText();
    if (name === 'en' || name === 'pl') return [name];
  }
  return ['en', 'pl'];
}

/**
 * Every text of the demo API and the demo sign-on page (src/mocks): the string and template
 * literals of its source that hold a space (words, not paths, keys or codes), read with the
 * TypeScript parser so a new message is checked without being listed anywhere.
 */
function demoTexts(): Text[] {
  const folder = join(repository, 'src', 'mocks');
  return sourceFiles(folder).flatMap((path) => {
    const file = ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const found: Text[] = [];
    const visit = (node: ts.Node) => {
      let text: string | null = null;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
      else if (ts.isTemplateExpression(node))
        text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
      if (text !== null && /\p{L}+\s+\p{L}+/u.test(text)) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart());
        found.push({
          where: `${relative(repository, path)}:${line + 1}`,
          text,
          languages: languageOf(node),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    return found;
  });
}

function termFailures(texts: Text[]): string[] {
  return texts.flatMap(({ where, text, languages }) =>
    termsNotOurs(text, languages).map(
      ({ found, ours }) => `${where}: “${found}” is not our word; we say “${ours}”: ${text}`,
    ),
  );
}

describe('the terms', () => {
  it('match whole words in any case, and a Polish word in every case and number', () => {
    const akademik = variantPattern('akademik*');
    for (const form of ['akademik', 'Akademika', 'akademiku', 'AKADEMIKIEM', 'akademikach'])
      expect([form, akademik.test(`w ${form} obok`)]).toEqual([form, true]);
    // Another word that starts the same is not the variant.
    expect(akademik.test('rok akademicki')).toBe(false);
    expect(variantPattern('wymeldowa*').test('po wymeldowaniu')).toBe(true);
    expect(variantPattern('adres* zamieszkania').test('Adresu\u00a0zamieszkania nie')).toBe(true);
    expect(variantPattern('booking*').test('Bookings')).toBe(true);
    expect(variantPattern('booking*').test('rebooking')).toBe(false);
    expect(termsNotOurs('{{receivables}} and payments', ['en'])).toEqual([]);
    // A proper name is no variant: the demo's dormitory "DS Akademik".
    expect(termsNotOurs('DS Akademik, pokój 214', ['pl'])).toEqual([]);
  });

  it('finds a planted variant, in a locale string and in a demo text', () => {
    const planted: Text[] = [
      { where: 'en/hotel.json.title', text: 'Hotel booking', languages: ['en'] },
      {
        where: 'src/mocks/x.ts:1',
        text: 'Pokój w akademiku jest gotowy.',
        languages: ['en', 'pl'],
      },
    ];
    expect(termFailures(planted)).toEqual([
      'en/hotel.json.title: “booking” is not our word; we say “reservation (hotel)”: Hotel booking',
      'src/mocks/x.ts:1: “akademiku” is not our word; we say “dom studencki”: Pokój w akademiku jest gotowy.',
    ]);
  });

  it('reads the locale strings and the demo texts it checks', () => {
    // Guards the readers: a broken path or parser would check nothing and pass.
    const locale = localeTexts();
    const demo = demoTexts();
    expect(locale.length).toBeGreaterThan(1500);
    expect(locale.some(({ text }) => text === 'Hotel reservation')).toBe(true);
    expect(demo.length).toBeGreaterThan(100);
    expect(
      demo.find(({ text }) => text.startsWith('Tick the box to accept the terms'))?.languages,
    ).toEqual(['en']);
  });

  it('every locale string uses our words', () => {
    expect(termFailures(localeTexts())).toEqual([]);
  });

  it('every text of the demo API and sign-on page uses our words', () => {
    expect(termFailures(demoTexts())).toEqual([]);
  });

  it('no locale string speaks like a developer', () => {
    const failures = localeTexts().flatMap(({ where, text }) =>
      developerWordsIn(text).map((word) => `${where}: “${word}”: ${text}`),
    );
    expect(failures).toEqual([]);
  });
});

describe('the demo speaks to people', () => {
  it('no demo text uses a developer word', () => {
    const failures = demoTexts().flatMap(({ where, text }) =>
      developerWordsIn(text).map((word) => `${where}: “${word}”: ${text}`),
    );
    expect(failures).toEqual([]);
  });
});
