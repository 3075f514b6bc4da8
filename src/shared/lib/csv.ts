/**
 * A CSV file a spreadsheet opens as it should in the person's language (RFC 4180 quoting, CRLF):
 * UTF-8 with a byte-order mark (Excel reads a file without one in the system's code page), `;`
 * and a decimal comma for Polish, where Excel's list separator is `;`; `,` and a point for English.
 * Loaded on a button's press, never with a screen.
 */

/** Text, an amount of money (written with two decimals and no thousands separator) or nothing. */
export type CsvCell = string | number | null;

export type CsvFormat = { separator: ',' | ';'; decimal: '.' | ',' };

export function csvFormat(language: string): CsvFormat {
  return language.startsWith('pl')
    ? { separator: ';', decimal: ',' }
    : { separator: ',', decimal: '.' };
}

/**
 * A text cell a spreadsheet would take for a formula starts with an apostrophe, as OWASP's CSV
 * injection advice says: it is shown as text, never run. A formula starts with `=`, `+`, `-` or
 * `@`, or their full-width (＝＋－＠) and small forms, which Excel reads as the same signs, or a
 * minus sign; spreadsheets skip what comes before it when it is white space, a line break, a
 * control character or an invisible format character (a zero-width space, a direction mark).
 */
const formulaStart =
  /^[\p{White_Space}\p{Cc}\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B\u2212]/u;

function cellText(cell: CsvCell, format: CsvFormat): string {
  if (cell === null) return '';
  if (typeof cell === 'number') {
    const text = cell.toFixed(2);
    return format.decimal === ',' ? text.replace('.', ',') : text;
  }
  const text = formulaStart.test(cell) ? `'${cell}` : cell;
  return /[",;\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvFile(rows: CsvCell[][], language: string): string {
  const format = csvFormat(language);
  const lines = rows.map((row) => row.map((cell) => cellText(cell, format)).join(format.separator));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export const csvType = 'text/csv;charset=utf-8';
