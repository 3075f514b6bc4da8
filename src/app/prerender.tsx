import { createInstance, type Resource, type TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { createPath, Router, type Navigator } from 'react-router-dom';
import RegisterScreen from '@/features/application/components/register-screen';
import HomeScreen from '@/features/home/components/home-screen';
import HotelScreen from '@/features/hotel/components/hotel-screen';
import PanelScreen, {
  loadTab,
  panelRoute,
  panelTabs,
  type PanelTab,
} from '@/features/panel/components/panel-screen';
import { supportedLanguages, type Language } from '@/i18n/languages';
import { documentTitle } from '@/shared/lib/use-document-title';
import { Layout } from './layout/layout';
import { makeStore } from './store';

/** The namespaces the prerendered markup uses: the shell's and the prerendered screens'. */
const prerenderedNamespaces = [
  'common',
  'home',
  'application',
  'hotel',
  'validation',
  'panel',
] as const;

const locales = import.meta.glob<{ default: Record<string, unknown> }>(
  '../i18n/locales/*/{common,home,application,hotel,validation,panel}.json',
  { eager: true },
);

/**
 * A signed-in resident with no name: the header's account part and the panel render as for a
 * resident, with no personal data in index.html. The head script writes the login from this
 * tab's session into the header (as text) before the first paint.
 */
const anonymousResident = {
  access_token: 'prerender',
  token_type: 'Bearer',
  login: '',
  userId: '',
};

type PrerenderedScreenEntry = {
  location: string;
  element: ReactNode;
  /** The title the screen gives the tab (useDocumentTitle), as the head script sets it. */
  title: (t: TFunction<typeof prerenderedNamespaces>) => string;
  signedIn?: boolean;
};

const panelScreens = Object.fromEntries(
  panelTabs.map((tab) => [
    `panel-${tab}`,
    {
      location: panelRoute(tab),
      element: <PanelScreen />,
      title: (t) => t('panel:title'),
      signedIn: true,
    },
  ]),
) as Record<`panel-${PanelTab}`, PrerenderedScreenEntry>;

/**
 * The screens index.html carries, each as a signed-out visitor first sees it: the main page (the
 * periods and prices loading), registration's declarations gate, and a hotel booking's code
 * step; and the resident panel's frame with each of its tabs selected, as a signed-in resident
 * first sees it (its answers loading). `src/app/prepaint.ts` shows one of them only where the app
 * will render that same markup first; the hotel copy's address carries a placeholder id (the id is
 * not in its markup).
 */
export const prerenderedScreens: Record<
  'home' | 'register' | 'hotel' | `panel-${PanelTab}`,
  PrerenderedScreenEntry
> = {
  home: { location: '/', element: <HomeScreen />, title: (t) => t('home:title') },
  register: {
    location: '/register',
    element: <RegisterScreen />,
    title: (t) => t('application:rodo.title'),
  },
  hotel: {
    location: '/hotel-reservation?id=00000000-0000-4000-8000-000000000000',
    element: <HotelScreen />,
    title: (t) => t('hotel:title'),
  },
  ...panelScreens,
};

export type PrerenderedScreen = keyof typeof prerenderedScreens;

/** Links point at hash routes, as the app's HashRouter writes them; nothing navigates. */
const staticNavigator: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

function makeI18n(language: Language) {
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
  return i18n;
}

function render(
  language: Language,
  location: string,
  children: ReactNode,
  signedIn = false,
): string {
  return renderToStaticMarkup(
    <Provider store={makeStore(signedIn ? { account: anonymousResident } : undefined)}>
      <I18nextProvider i18n={makeI18n(language)}>
        <Router location={location} navigator={staticNavigator}>
          {children}
        </Router>
      </I18nextProvider>
    </Provider>,
  );
}

/**
 * Loads the code the prerendered screens show lazily (the panel's tabs), so the markup is their
 * first state (each tab's answers loading), as the app renders it once that code has come, not
 * the "Loading…" in its place. Before prerenderAll, prerenderScreen or prerenderShell.
 */
export async function loadPrerenderedCode(): Promise<void> {
  // A first render asks React.lazy for the code; it renders the tab once that has come.
  for (const tab of panelTabs) render('en', panelRoute(tab), <PanelScreen />, true);
  await Promise.all(panelTabs.map((tab) => loadTab(tab)));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** One screen's markup (its root element tagged with its name), without the shell. */
export function prerenderScreen(language: Language, screen: PrerenderedScreen): string {
  const { location, element, signedIn, title } = prerenderedScreens[screen];
  const markup = render(language, location, element, signedIn);
  if (!markup.startsWith('<section '))
    throw new Error(`prerender: the ${screen} screen does not start with its <section>`);
  const t = makeI18n(language).getFixedT(language, prerenderedNamespaces);
  const tabTitle = documentTitle(title(t), t('common:productTitle'));
  return markup.replace(
    '<section ',
    `<section data-prepaint-screen="${screen}" data-prepaint-title="${escapeAttribute(tabTitle)}" `,
  );
}

/** The product's name in each language: the tab title before the app names the screen. */
export function productTitles(): Record<Language, string> {
  return Object.fromEntries(
    supportedLanguages.map((language) => [language, makeI18n(language).t('common:productTitle')]),
  ) as Record<Language, string>;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The shell with every prerendered screen in its main region, rendered by the real components
 * at build time (build/prerender.ts) so the browser paints them before any JavaScript runs; the
 * app replaces them when it starts. Its header is a signed-in resident's (without a name): the
 * account part shows only when the head script finds a session (CSS on
 * `html[data-prepaint-account]`), as the app's header shows it only then.
 */
export function prerenderShell(language: Language): string {
  const slot = '<div id="prepaint-screens"></div>';
  const shell = render(
    language,
    '/',
    <Layout>
      <div id="prepaint-screens" />
    </Layout>,
    true,
  );
  if (!shell.includes(slot)) throw new Error('prerender: the layout lost its main region');
  const screens = (Object.keys(prerenderedScreens) as PrerenderedScreen[])
    .map((screen) => prerenderScreen(language, screen))
    .join('');
  return shell.replace(slot, screens);
}

export function prerenderAll(): Record<Language, string> {
  return Object.fromEntries(
    supportedLanguages.map((language) => [language, prerenderShell(language)]),
  ) as Record<Language, string>;
}
