import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

const modules = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/locales/*/*.json', {
  eager: true,
});

export const testResources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, module] of Object.entries(modules)) {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
  if (!match) continue;
  const [, language = '', namespace = ''] = match;
  testResources[language] ??= {};
  testResources[language][namespace] = module.default;
}

/** A synchronous i18n instance with every bundle loaded, so tests never wait on chunks. */
export function makeTestI18n(language: 'en' | 'pl' = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    resources: testResources,
    fallbackLng: false,
    defaultNS: 'common',
    ns: Object.keys(testResources.en ?? {}),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  // As the app's i18n does: the page says its language, which requests then ask the API for.
  document.documentElement.lang = language;
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return instance;
}
