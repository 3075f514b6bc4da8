import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const decisionsDir = join(root, 'docs/decisions');

/** Every text file a reference may stand in: code, tests, contract, scripts and docs. */
function filesToRead(): string[] {
  const folders = ['src', 'e2e', 'docs', 'api', 'scripts', 'build'];
  const inFolders = folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => `${folder}/${file.split('\\').join('/')}`)
      .filter((file) => /\.(ts|tsx|js|mjs|md|yaml|sh|css|html)$/.test(file)),
  );
  return [...inFolders, 'README.md', 'vite.config.ts', 'playwright.config.ts', 'eslint.config.js'];
}

// This file is left out: its patterns would find themselves.
const texts = filesToRead()
  .filter((file) => file !== 'src/testing/doc-references.test.ts')
  .map((file) => ({
    file,
    text: readFileSync(join(root, file), 'utf8'),
  }));

/** Where each match stands, as `file:line`, to name in a failure. */
function placesOf(pattern: RegExp, check: (match: RegExpExecArray) => boolean): string[] {
  return texts.flatMap(({ file, text }) =>
    [...text.matchAll(pattern)]
      .filter((match) => check(match))
      .map((match) => `${file}:${text.slice(0, match.index).split('\n').length}: ${match[0]}`),
  );
}

function sectionsOfProduct(): Set<string> {
  const product = readFileSync(join(root, 'docs/product.md'), 'utf8');
  return new Set([...product.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.? /gm)].map((match) => match[1]!));
}

const decisionFiles = readdirSync(decisionsDir).filter((file) => file.endsWith('.md'));

describe('references in code and docs', () => {
  it('name sections that docs/product.md has', () => {
    const sections = sectionsOfProduct();
    expect(sections.size).toBeGreaterThanOrEqual(9);
    // "product.md §3.1", "product.md §6 and §7", "product.md §2, §3, §4", "§3.4 to §3.6"
    const reference = /product\.md §\d+(?:\.\d+)?(?:(?:, | and | to )§\d+(?:\.\d+)?)*/g;
    const unknown = placesOf(reference, (match) =>
      [...match[0].matchAll(/§(\d+(?:\.\d+)?)/g)].some((section) => !sections.has(section[1]!)),
    );
    expect(unknown).toEqual([]);
  });

  it('no longer point to the spec, a document outside the repository', () => {
    const old =
      /\bspec(?:ification)?(?: sections?| ?§) ?\d|\bspec \d|the spec's quoted|\(section \d/gi;
    expect(placesOf(old, () => true)).toEqual([]);
  });

  it('name decision records that exist', () => {
    const numbers = new Set(decisionFiles.map((file) => file.slice(0, 3)));
    const unknown = placesOf(/\bdecisions? (\d{3})\b|decisions\/(\d{3})\b/gi, (match) => {
      const number = match[1] ?? match[2]!;
      return !numbers.has(number);
    });
    expect(unknown).toEqual([]);
  });
});

describe('decision records', () => {
  it('each have a number of their own, the one their title shows', () => {
    const numbers = decisionFiles.map((file) => file.slice(0, 3));
    expect(numbers.every((number) => /^\d{3}$/.test(number))).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const file of decisionFiles) {
      const title = readFileSync(join(decisionsDir, file), 'utf8').split('\n', 1)[0];
      expect(title, file).toMatch(new RegExp(`^# ${file.slice(0, 3)} \\S`));
    }
  });

  it('each say when they were taken and whether they still hold', () => {
    for (const file of decisionFiles) {
      const text = readFileSync(join(decisionsDir, file), 'utf8');
      expect(text, file).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/m);
      expect(text, file).toMatch(/^- Status: \S/m);
    }
  });
});
