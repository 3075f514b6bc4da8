export const supportedLanguages = ['en', 'pl'] as const;
export type Language = (typeof supportedLanguages)[number];

/** Spec section 1: English, then Polish, when the browser's language is neither. */
export const fallbackLanguages: readonly Language[] = ['en', 'pl'];

export const languageStorageKey = 'dormitory:language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** The locale is the first two letters of the browser language (spec section 1). */
export function languageFromBrowser(browserLanguage: string | undefined): Language {
  const prefix = (browserLanguage ?? '').slice(0, 2).toLowerCase();
  return isLanguage(prefix) ? prefix : (fallbackLanguages[0] ?? 'en');
}

export function initialLanguage(): Language {
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
