import type { SelectOption } from '@/shared/ui/form/select-field';

/**
 * Countries for invoice data: ISO 3166-1 numeric ids (as the API's dictionary uses, Poland 616)
 * with their alpha-2 code, named in the interface language by the browser (Intl.DisplayNames).
 */
const countries: readonly [numeric: string, alpha2: string][] = [
  ['616', 'PL'],
  ['040', 'AT'],
  ['056', 'BE'],
  ['100', 'BG'],
  ['191', 'HR'],
  ['196', 'CY'],
  ['203', 'CZ'],
  ['208', 'DK'],
  ['233', 'EE'],
  ['246', 'FI'],
  ['250', 'FR'],
  ['276', 'DE'],
  ['300', 'GR'],
  ['348', 'HU'],
  ['372', 'IE'],
  ['380', 'IT'],
  ['428', 'LV'],
  ['440', 'LT'],
  ['442', 'LU'],
  ['470', 'MT'],
  ['528', 'NL'],
  ['620', 'PT'],
  ['642', 'RO'],
  ['703', 'SK'],
  ['705', 'SI'],
  ['724', 'ES'],
  ['752', 'SE'],
  ['578', 'NO'],
  ['756', 'CH'],
  ['826', 'GB'],
  ['804', 'UA'],
  ['112', 'BY'],
  ['840', 'US'],
];

export function countryOptions(language: string): SelectOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = null;
  }
  const [first, ...rest] = countries.map(([value, code]) => ({
    value,
    label: names?.of(code) ?? code,
  }));
  rest.sort((a, b) => a.label.localeCompare(b.label, language));
  return first ? [first, ...rest] : rest;
}
