import { createInstance, type Resource } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { createPath, Router, type Navigator } from 'react-router-dom';
import HomeScreen from '@/features/home/components/home-screen';
import { supportedLanguages, type Language } from '@/i18n/languages';
import { Layout } from './layout/layout';
import { makeStore } from './store';

/** The namespaces the prerendered markup uses: the shell's and the main page's. */
const prerenderedNamespaces = ['common', 'home'] as const;

const locales = import.meta.glob<{ default: Record<string, unknown> }>(
  '../i18n/locales/*/{common,home}.json',
  { eager: true },
);

/** Links point at hash routes, as the app's HashRouter writes them; nothing navigates. */
const staticNavigator: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/**
 * The shell and the main page as a signed-out visitor first sees them (the periods and prices
 * still loading), rendered by the real components at build time (build/prerender.ts) so the
 * browser paints them before any JavaScript runs; the app replaces them when it starts.
 */
export function prerenderHome(language: Language): string {
  const resources: Resource = {
    [language]: Object.fromEntries(
      prerenderedNamespaces.map((namespace) => [
        namespace,
        locales[`../i18n/locales/${language}/${namespace}.json`]?.default ?? {},
      ]),
    ),
  };
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    resources,
    ns: [...prerenderedNamespaces],
    defaultNS: 'common',
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return renderToStaticMarkup(
    <Provider store={makeStore()}>
      <I18nextProvider i18n={i18n}>
        <Router location="/" navigator={staticNavigator}>
          <Layout>
            <HomeScreen />
          </Layout>
        </Router>
      </I18nextProvider>
    </Provider>,
  );
}

export function prerenderAll(): Record<Language, string> {
  return Object.fromEntries(
    supportedLanguages.map((language) => [language, prerenderHome(language)]),
  ) as Record<Language, string>;
}
