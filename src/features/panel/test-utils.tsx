import enPanel from '@/i18n/locales/en/panel.json';
import plPanel from '@/i18n/locales/pl/panel.json';
import { loadScreenCode } from '@/testing/screen-code';
import { renderApp } from '@/testing/test-utils';
import { loadTab } from './components/panel-screen';
import { panelTabs, type PanelTab } from './tabs';

// The panel's code and every tab's, loaded while a test file that renders the panel is collected
// (no time-out applies then): on a busy machine their first import alone took longer than a
// test's waits.
await loadScreenCode('/panel');
await Promise.all(panelTabs.map(loadTab));

/** Each tab's name on its button (before any count), in each language, from the tabs' table. */
export const panelTabNames = Object.fromEntries(
  panelTabs.map((tab) => [tab, { en: enPanel.tabs[tab], pl: plPanel.tabs[tab] }]),
) as Record<PanelTab, Record<'en' | 'pl', string>>;

export const demoUsers = {
  jan: { userId: '1001', login: 'jkowalski' },
  anna: { userId: '1002', login: 'anowak' },
  piotr: { userId: '1003', login: 'pzielinski' },
} as const;

type DemoUser = { userId: string; login: string };

/** A demo user's session, with the token the demo sign-on issues. */
export function accountOf(user: DemoUser) {
  return {
    access_token: `demo.${user.userId}.test`,
    token_type: 'Bearer',
    login: user.login,
    userId: user.userId,
  };
}

/** The whole app at a panel route, signed in as a demo user. */
export function renderPanel(
  route = '/panel',
  { user = demoUsers.jan, language = 'en' }: { user?: DemoUser; language?: 'en' | 'pl' } = {},
) {
  return renderApp(route, {
    language,
    preloadedState: { account: accountOf(user) },
  });
}
