import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  initialLanguage,
  languageFromAddress,
  rememberLanguage,
  supportedLanguages,
  type Language,
} from './languages';
import { localeLoaders } from './locale-loaders';

export const i18n = i18next.createInstance();

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

export async function initI18n(
  language: Language = initialLanguage(),
  preloadNamespaces: readonly string[] = [],
): Promise<typeof i18n> {
  i18n.on('languageChanged', syncDocumentLanguage);
  await i18n
    .use(
      resourcesToBackend((language: string, namespace: string) => {
        const load = localeLoaders[`./locales/${language}/${namespace}.json`];
        if (!load) return Promise.reject(new Error(`No locale file ${language}/${namespace}`));
        return load().then((module) => module.default);
      }),
    )
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...supportedLanguages],
      // Both languages carry the same keys (a test enforces it), so no fallback bundle is ever
      // needed; loading one would double the translation download for every Polish reader.
      fallbackLng: false,
      load: 'currentOnly',
      ns: ['common', ...preloadNamespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  syncDocumentLanguage(i18n.language);
  window.addEventListener('hashchange', followLinkedLanguage);
  return i18n;
}

/** A link followed inside the open app (`#/guest?…&lng=pl`) sets the language as on arrival. */
function followLinkedLanguage(): void {
  const linked = languageFromAddress(window.location);
  if (linked && linked !== i18n.language) void changeLanguage(i18n, linked);
}

export async function changeLanguage(instance: typeof i18n, language: Language): Promise<void> {
  rememberLanguage(language);
  await instance.changeLanguage(language);
}
