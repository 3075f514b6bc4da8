import enPanel from '../src/i18n/locales/en/panel.json' with { type: 'json' };
import plPanel from '../src/i18n/locales/pl/panel.json' with { type: 'json' };
import { panelTabs, type PanelTab } from '../src/features/panel/tabs.ts';

export { panelTabs, type PanelTab };

/**
 * Each panel tab's name on its button, in each language, for every tab of the panel's table
 * (src/features/panel/tabs.ts): a new tab is visited without editing the tests.
 */
export const panelTabNames = Object.fromEntries(
  panelTabs.map((tab) => [tab, { en: enPanel.tabs[tab], pl: plPanel.tabs[tab] }]),
) as Record<PanelTab, Record<'en' | 'pl', string>>;
