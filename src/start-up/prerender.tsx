import { createInstance, type Resource, type TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { createPath, Router, type Navigator } from 'react-router-dom';
import { Layout } from '@/app/layout/layout';
import { routeForHash } from '@/app/route-table';
import { makeStore } from '@/app/store';
import { earlyCardTemplates } from '@/features/panel/components/early-card-templates';
import { loadTab } from '@/features/panel/components/panel-screen';
import { supportedLanguages, type Language } from '@/i18n/languages';
import { loadHttpClient } from '@/shared/api/http-client-loader';
import { documentTitle } from '@/shared/lib/use-document-title';
import { screenAttribute } from './markers';
import { prerenderedScreens, type PrerenderedRouteName, type PrerenderedScreen } from './screens';

const locales = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/locales/*/*.json', {
  eager: true,
});

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

/** The namespaces the screens' titles come from (typed keys: a wrong one fails tsc). */
const titleNamespaces = ['common', 'auth', 'home', 'application', 'hotel', 'panel'] as const;
type TitleNamespaces = typeof titleNamespaces;

/**
 * The title each prerendered screen gives the tab (useDocumentTitle), as the head script sets it
 * before the app. Which screens there are, where and for whom is ./screens.ts, and what each
 * renders is the component its route loads (src/app/route-table.ts); a name missing here fails
 * tsc.
 */
export const prerenderedTitles: Record<
  PrerenderedRouteName,
  (t: TFunction<TitleNamespaces>) => string
> = {
  login: (t) => t('auth:title'),
  home: (t) => t('home:title'),
  register: (t) => t('application:rodo.title'),
  hotel: (t) => t('hotel:title'),
  panel: (t) => t('panel:title'),
};

/** Each prerendered screen's component: its route's, loaded by loadPrerenderedCode. */
const screenComponents = new Map<PrerenderedRouteName, ComponentType>();

/** The shell's namespace, then those the app fetches with the screen's code (route-table.ts). */
function namespacesAt(location: string): string[] {
  return ['common', ...routeForHash(`#${location}`).namespaces];
}

/** Every prerendered screen's namespaces: the shell is rendered with all of them. */
const shellNamespaces = [
  ...new Set(prerenderedScreens.flatMap(({ location }) => namespacesAt(location))),
];

/** Links point at hash routes, as the app's HashRouter writes them; nothing navigates. */
const staticNavigator: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

function makeI18n(language: Language, namespaces: readonly string[]) {
  const resources: Resource = {
    [language]: Object.fromEntries(
      namespaces.map((namespace) => [
        namespace,
        locales[`../i18n/locales/${language}/${namespace}.json`]?.default ?? {},
      ]),
    ),
  };
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    resources,
    ns: [...namespaces],
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
  { signedIn = false, namespaces = namespacesAt(location) } = {},
): string {
  return renderToStaticMarkup(
    <Provider store={makeStore(signedIn ? { account: anonymousResident } : undefined)}>
      <I18nextProvider i18n={makeI18n(language, namespaces)}>
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
  for (const { route, location } of prerenderedScreens)
    screenComponents.set(route, (await routeForHash(`#${location}`).load()).default);
  const tabs = prerenderedScreens.filter((entry) => entry.tab);
  // A first render asks React.lazy for the code; it renders the tab once that has come.
  for (const { route, location } of tabs)
    render('en', location, screenOf(route), { signedIn: true });
  await Promise.all(tabs.map(({ tab }) => tab && loadTab(tab)));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The code each prerendered screen starts from beyond the shell, as the app loads it: its route's
 * screen, the panel's open tab, and the HTTP client where the screen's first paint is server
 * data (the entry loads it at once, `paintsServerData`). The build preloads each one's graph
 * (build/prerender.ts finds their files).
 */
export async function screenCode(): Promise<Record<PrerenderedScreen, unknown[]>> {
  const code: Partial<Record<PrerenderedScreen, unknown[]>> = {};
  for (const { screen, location, tab } of prerenderedScreens) {
    const route = routeForHash(`#${location}`);
    code[screen] = [
      await route.load(),
      ...(tab ? [await loadTab(tab)] : []),
      ...(route.paintsServerData ? [await loadHttpClient({ afterPaint: false })] : []),
    ];
  }
  return code as Record<PrerenderedScreen, unknown[]>;
}

export { loadShell } from './shell';

/** The route's screen, its component loaded before (loadPrerenderedCode). */
function screenOf(route: PrerenderedRouteName): ReactNode {
  const Screen = screenComponents.get(route);
  if (!Screen) throw new Error(`prerender: the ${route} screen's code is not loaded`);
  return <Screen />;
}

/** One screen's markup (its root element tagged with its name), without the shell. */
export function prerenderScreen(language: Language, screen: PrerenderedScreen): string {
  const entry = prerenderedScreens.find((candidate) => candidate.screen === screen);
  if (!entry) throw new Error(`prerender: no screen ${screen}`);
  const title = prerenderedTitles[entry.route];
  const markup = render(language, entry.location, screenOf(entry.route), {
    signedIn: entry.signedIn,
  });
  if (!markup.startsWith('<section '))
    throw new Error(`prerender: the ${screen} screen does not start with its <section>`);
  const t = makeI18n(language, shellNamespaces).getFixedT(language, titleNamespaces);
  const tabTitle = documentTitle(title(t), t('common:productTitle'));
  return markup.replace(
    '<section ',
    `<section ${screenAttribute}="${screen}" data-prepaint-title="${escapeAttribute(tabTitle)}" `,
  );
}

/** The product's name in each language: the tab title before the app names the screen. */
export function productTitles(): Record<Language, string> {
  return Object.fromEntries(
    supportedLanguages.map((language) => [
      language,
      makeI18n(language, ['common']).t('common:productTitle'),
    ]),
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
    { signedIn: true, namespaces: shellNamespaces },
  );
  if (!shell.includes(slot)) throw new Error('prerender: the layout lost its main region');
  const screens = prerenderedScreens
    .map(({ screen }) => prerenderScreen(language, screen))
    .join('');
  return shell.replace(slot, screens);
}

export function prerenderAll(): Record<Language, string> {
  return Object.fromEntries(
    supportedLanguages.map((language) => [language, prerenderShell(language)]),
  ) as Record<Language, string>;
}

/**
 * The early painter's templates in each language (decision 025): the panel's first cards,
 * rendered by their own components as the panel renders them, every value a slot.
 */
export function prerenderEarlyCards(): Record<Language, string> {
  return Object.fromEntries(
    supportedLanguages.map((language) => [
      language,
      earlyCardTemplates(language, (node) => render(language, '/panel', node, { signedIn: true })),
    ]),
  ) as Record<Language, string>;
}
