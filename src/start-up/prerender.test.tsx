import { describe, expect, it } from 'vitest';
import enHome from '@/i18n/locales/en/home.json';
import plCommon from '@/i18n/locales/pl/common.json';
import plHome from '@/i18n/locales/pl/home.json';
import enApplication from '@/i18n/locales/en/application.json';
import enHotel from '@/i18n/locales/en/hotel.json';
import plApplication from '@/i18n/locales/pl/application.json';
import enCommon from '@/i18n/locales/en/common.json';
import enPanel from '@/i18n/locales/en/panel.json';
import plPanel from '@/i18n/locales/pl/panel.json';
import { panelTabs } from '@/features/panel/tabs';
import { loadPrerenderedCode, prerenderAll, prerenderScreen, prerenderShell } from './prerender';

const parse = (markup: string) => {
  const container = document.createElement('div');
  container.innerHTML = markup;
  return container;
};

// The prerendered screens' code, while the file is collected (no hook's time-out applies then).
await loadPrerenderedCode();

describe('the prerendered shell and main page', () => {
  it('is the main page in each language, worded from that language', () => {
    const pl = parse(prerenderScreen('pl', 'home'));
    expect(pl.querySelector('h1')?.textContent).toBe(plHome.title);
    expect(pl.querySelector('.home__lead')?.textContent).toBe(plHome.lead);
    expect(parse(prerenderShell('pl')).querySelector('.skip-link')?.textContent).toBe(
      plCommon.skipToContent,
    );
    const en = parse(prerenderScreen('en', 'home'));
    expect(en.querySelector('h1')?.textContent).toBe(enHome.title);
    expect(Object.keys(prerenderAll()).sort()).toEqual(['en', 'pl']);
  });

  it('links to hash routes as the app does, and the active language is pressed', () => {
    const pl = parse(prerenderShell('pl'));
    const hrefs = [...pl.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('#/register');
    expect(hrefs).toContain('#/accessibility');
    expect(hrefs).not.toContain('/register');
    expect(pl.querySelector('button[lang="pl"]')?.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the periods and prices as loading, as the app does before their answers', () => {
    const en = parse(prerenderScreen('en', 'home'));
    expect(en.textContent).toContain('Loading application periods…');
    expect(en.textContent).toContain('Loading room prices…');
  });

  it("carries registration's declarations step and a booking's code step", () => {
    // Which screens, in which order: first-screens.test.tsx, against the one table.
    const register = parse(prerenderScreen('pl', 'register'));
    expect(register.querySelector('h1')?.textContent).toBe(plApplication.rodo.title);
    expect(register.textContent).toContain(plApplication.rodo.rodoStatement);
    const hotel = parse(prerenderScreen('en', 'hotel'));
    expect(hotel.querySelector('h1')?.textContent).toBe(enHotel.title);
    expect(hotel.querySelector('input')?.getAttribute('autocomplete')).toBe('one-time-code');
    expect(hotel.innerHTML).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(parse(prerenderScreen('en', 'register')).textContent).toContain('Step 1 of 2');
    expect(parse(prerenderScreen('en', 'register')).textContent).toContain(
      enApplication.rodo.regulationsStatement,
    );
  });
});

describe("the prerendered resident panel's frame", () => {
  it('is the panel with the tab of its name selected, its to-do list and answers loading', () => {
    const fees = parse(prerenderScreen('en', 'panel-fees'));
    expect(fees.querySelector('h1')?.textContent).toBe(enPanel.title);
    // The to-do list (decision 010) is one loading line until its reads answer.
    const toDo = fees.querySelector('section.to-do');
    expect(toDo?.querySelector('h2')?.textContent).toBe(enPanel.toDo.heading);
    expect(toDo?.querySelector('.loading-state')?.textContent).toBe(enPanel.toDo.loading);
    const selected = [...fees.querySelectorAll('[role="tab"][aria-selected="true"]')];
    expect(selected.map((tab) => tab.textContent)).toEqual([enPanel.tabs.fees]);
    // The fees tab's own loading state, not the "Loading…" of its code.
    const tabpanel = fees.querySelector('[role="tabpanel"]');
    expect(tabpanel?.id).toBe('panel-tabpanel-fees');
    expect(tabpanel?.textContent).toBe(
      enCommon.queryState.loading.replace('{{what}}', enPanel.fees.what),
    );
    const internet = parse(prerenderScreen('pl', 'panel-internet'));
    expect(internet.querySelector('[aria-selected="true"]')?.textContent).toBe(
      plPanel.tabs.internet,
    );
    expect(internet.querySelector('.to-do .loading-state')?.textContent).toBe(plPanel.toDo.loading);
  });

  it('is, where the address names no tab, the frame with no tab chosen yet', () => {
    const first = parse(prerenderScreen('pl', 'panel-first'));
    expect(first.querySelector('h1')?.textContent).toBe(plPanel.title);
    expect(first.querySelector('.to-do .loading-state')?.textContent).toBe(plPanel.toDo.loading);
    expect(first.querySelectorAll('[role="tab"]')).toHaveLength(panelTabs.length);
    expect(first.querySelector('[role="tab"][aria-selected="true"]')).toBeNull();
    // One tab stop, on the first tab; the content's place loading, no tab panel yet.
    expect([...first.querySelectorAll('[role="tab"][tabindex="0"]')].map((tab) => tab.id)).toEqual([
      `panel-tab-${panelTabs[0]}`,
    ]);
    expect(first.querySelector('[role="tabpanel"]')).toBeNull();
    expect(first.querySelector('.panel-tabs__panel')?.textContent).toBe(plCommon.loading);
  });

  it("has a resident's header without any personal data", () => {
    const shell = prerenderShell('en');
    const login = parse(shell).querySelector('.site-header__login');
    expect(login?.textContent).toBe(`${enCommon.header.signedInAs} `);
    expect(login?.childNodes).toHaveLength(1);
    expect(parse(shell).querySelector('.site-header__account button')?.textContent).toBe(
      enCommon.header.logout,
    );
    // Nothing of the session it was rendered with: no token, no user id.
    for (const markup of Object.values(prerenderAll()))
      expect(markup).not.toMatch(/prerender|Bearer/);
  });
});
