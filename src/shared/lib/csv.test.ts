import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvFile } from './csv';

// Read back by Papa Parse, a CSV parser that follows RFC 4180 quoting, with the separator each
// language's spreadsheet expects.

const read = (text: string, delimiter: string) => {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const result = Papa.parse<string[]>(text.slice(1), { delimiter, newline: '\r\n' });
  expect(result.errors).toEqual([]);
  // The file ends with a line break, which Papa Parse reads as one empty last row.
  expect(result.data.at(-1)).toEqual(['']);
  return result.data.slice(0, -1);
};

const awkward = [
  'Domy Studenckie "Akademik"',
  'a;b',
  'a,b',
  'two\r\nlines',
  ' leading space',
  'Zażółć gęślą jaźń',
];

describe('csv files', () => {
  it('in Polish: BOM, semicolons, a decimal comma, no thousands separator, CRLF', () => {
    const text = csvFile(
      [
        ['Kwota', 'Data'],
        [1444.61, '2026-10-25'],
        [720.5, '2026-11-10'],
        [30232.6, null],
      ],
      'pl',
    );
    expect(text).toBe(
      '\uFEFFKwota;Data\r\n1444,61;2026-10-25\r\n720,50;2026-11-10\r\n30232,60;\r\n',
    );
    expect(read(text, ';')).toEqual([
      ['Kwota', 'Data'],
      ['1444,61', '2026-10-25'],
      ['720,50', '2026-11-10'],
      ['30232,60', ''],
    ]);
  });

  it('in English: commas and a decimal point', () => {
    const text = csvFile(
      [
        ['Amount', 'Date'],
        [1444.61, '2026-10-25'],
        [0, '2026-11-10'],
      ],
      'en',
    );
    expect(read(text, ',')).toEqual([
      ['Amount', 'Date'],
      ['1444.61', '2026-10-25'],
      ['0.00', '2026-11-10'],
    ]);
  });

  it('quote text with separators, quotes and line breaks so it reads back whole, in both languages', () => {
    for (const [language, delimiter] of [
      ['pl', ';'],
      ['en', ','],
    ] as const) {
      const rows = read(
        csvFile([awkward, awkward.map((_, index) => String(index))], language),
        delimiter,
      );
      expect(rows[0]).toEqual(awkward);
      expect(rows[1]).toEqual(['0', '1', '2', '3', '4', '5']);
    }
  });

  it('keep text a spreadsheet would run as a formula from being one', () => {
    const dangerous = ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'];
    const [row] = read(csvFile([dangerous], 'en'), ',');
    expect(row).toEqual(dangerous.map((cell) => `'${cell}`));
    for (const cell of row ?? []) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    // Numbers are not text: an amount is never prefixed (and amounts are never negative).
    expect(read(csvFile([[12.5, 'a-b', 'x=1']], 'en'), ',')).toEqual([['12.50', 'a-b', 'x=1']]);
  });

  // Issue 37: full-width signs, a leading space and a leading line break passed the guard.
  it('keep a formula from running behind full-width signs, white space, line breaks or invisible characters', () => {
    const signs = [
      '=',
      '+',
      '-',
      '@',
      '\uFF1D',
      '\uFF0B',
      '\uFF0D',
      '\uFF20',
      '\uFE66',
      '\uFE62',
      '\uFE63',
      '\uFE6B',
      '\u2212',
    ];
    const before = [
      '',
      ' ',
      '  ',
      '\t',
      '\n',
      '\r',
      '\r\n',
      '\u00A0',
      '\u3000',
      '\u2028',
      '\u000B',
      '\u000C',
      '\u200B',
      '\u200E',
      '\uFEFF',
      '\u0000',
      ' \r\n\t',
    ];
    const dangerous = signs.flatMap((sign) =>
      before.map((lead) => `${lead}${sign}HYPERLINK("http://evil.example","x")`),
    );
    for (const [language, delimiter] of [
      ['pl', ';'],
      ['en', ','],
    ] as const) {
      const [row] = read(csvFile([dangerous], language), delimiter);
      expect(row).toHaveLength(dangerous.length);
      row?.forEach((cell, index) =>
        expect(cell, JSON.stringify(dangerous[index])).toBe(`'${dangerous[index]}`),
      );
    }
    // A sign elsewhere, or text before the white space, is no formula: kept as it is.
    const harmless = ['a =1', 'x\n=1', 'Dom Studencki \uFF1D 1', '12-3'];
    expect(read(csvFile([harmless], 'en'), ',')).toEqual([harmless]);
  });
});
