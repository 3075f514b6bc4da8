// Relative imports without dependencies: the build reads the languages too.
import { hashRoute } from '../shared/config/paths.ts';

export const supportedLanguages = ['en', 'pl'] as const;
export type Language = (typeof supportedLanguages)[number];

/** product.md §1: English, then Polish, when the browser's language is neither. */
export const fallbackLanguages: readonly Language[] = ['en', 'pl'];

export const languageStorageKey = 'dormitory:language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** The locale is the first two letters of the browser language (product.md §1). */
export function languageFromBrowser(browserLanguage: string | undefined): Language {
  const prefix = (browserLanguage ?? '').slice(0, 2).toLowerCase();
  return isLanguage(prefix) ? prefix : (fallbackLanguages[0] ?? 'en');
}

/** The query parameter a link sets the language with: `?lng=pl`, also in the hash route. */
export const languageParam = 'lng';

/**
 * The language a link asks for (issue 22: an e-mailed guest or hotel link opens in the guest's
 * language), from the page's query (`/?lng=pl#/`) or the hash route's (`#/guest?uuid=…&lng=pl`),
 * the hash's winning; null when neither names a supported language.
 */
export function languageFromAddress(address: { search: string; hash: string }): Language | null {
  for (const params of [hashRoute(address.hash).params, new URLSearchParams(address.search)]) {
    const value = params.get(languageParam)?.trim().toLowerCase();
    if (isLanguage(value)) return value;
  }
  return null;
}

/** A link's language first (and kept as the choice), then the stored choice, then the browser's. */
export function initialLanguage(): Language {
  const linked = languageFromAddress(window.location);
  if (linked) {
    rememberLanguage(linked);
    return linked;
  }
  try {
    const stored = window.localStorage.getItem(languageStorageKey);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage may be blocked (private mode); the browser language still works.
  }
  return languageFromBrowser(window.navigator.language);
}

export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // Not remembering the choice is acceptable; the switch still works for this page.
  }
}

/**
 * The person's language, as the page shows it (`<html lang>`, which the head script sets and
 * i18n keeps on every switch): the API words its messages and seeded text in it
 * (`Accept-Language`). Read on each request, so a switch applies to the next one.
 */
export function pageLanguage(): Language {
  const lang = document.documentElement.lang.slice(0, 2).toLowerCase();
  return isLanguage(lang) ? lang : (fallbackLanguages[0] ?? 'en');
}
