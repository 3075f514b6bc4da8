import { describe, expect, it } from 'vitest';
import enHome from '@/i18n/locales/en/home.json';
import plCommon from '@/i18n/locales/pl/common.json';
import plHome from '@/i18n/locales/pl/home.json';
import enApplication from '@/i18n/locales/en/application.json';
import enHotel from '@/i18n/locales/en/hotel.json';
import plApplication from '@/i18n/locales/pl/application.json';
import { prerenderAll, prerenderScreen, prerenderShell } from './prerender';

const parse = (markup: string) => {
  const container = document.createElement('div');
  container.innerHTML = markup;
  return container;
};

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
    expect(hrefs).toContain('#/rodo');
    expect(hrefs).toContain('#/accessibility');
    expect(hrefs).not.toContain('/rodo');
    expect(pl.querySelector('button[lang="pl"]')?.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the periods and prices as loading, as the app does before their answers', () => {
    const en = parse(prerenderScreen('en', 'home'));
    expect(en.textContent).toContain(enHome.periods.loading);
    expect(en.textContent).toContain(enHome.prices.loading);
  });

  it("carries registration's declarations gate and a booking's code step, each tagged", () => {
    const shell = parse(prerenderShell('en'));
    const screens = [...shell.querySelectorAll('main > [data-prepaint-screen]')].map((screen) =>
      screen.getAttribute('data-prepaint-screen'),
    );
    expect(screens).toEqual(['home', 'register', 'hotel']);
    const register = parse(prerenderScreen('pl', 'register'));
    expect(register.querySelector('h1')?.textContent).toBe(plApplication.register.title);
    expect(register.textContent).toContain(plApplication.gate.body);
    const hotel = parse(prerenderScreen('en', 'hotel'));
    expect(hotel.querySelector('h1')?.textContent).toBe(enHotel.title);
    expect(hotel.querySelector('input')?.getAttribute('autocomplete')).toBe('one-time-code');
    expect(hotel.innerHTML).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(parse(prerenderScreen('en', 'register')).textContent).toContain(
      enApplication.gate.title,
    );
  });
});
