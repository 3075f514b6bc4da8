import { describe, expect, it } from 'vitest';
import enHome from '@/i18n/locales/en/home.json';
import plCommon from '@/i18n/locales/pl/common.json';
import plHome from '@/i18n/locales/pl/home.json';
import { prerenderAll, prerenderHome } from './prerender';

const parse = (markup: string) => {
  const container = document.createElement('div');
  container.innerHTML = markup;
  return container;
};

describe('the prerendered shell and main page', () => {
  it('is the main page in each language, worded from that language', () => {
    const pl = parse(prerenderHome('pl'));
    expect(pl.querySelector('h1')?.textContent).toBe(plHome.title);
    expect(pl.querySelector('.home__lead')?.textContent).toBe(plHome.lead);
    expect(pl.querySelector('.skip-link')?.textContent).toBe(plCommon.skipToContent);
    const en = parse(prerenderHome('en'));
    expect(en.querySelector('h1')?.textContent).toBe(enHome.title);
    expect(Object.keys(prerenderAll()).sort()).toEqual(['en', 'pl']);
  });

  it('links to hash routes as the app does, and the active language is pressed', () => {
    const pl = parse(prerenderHome('pl'));
    const hrefs = [...pl.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('#/rodo');
    expect(hrefs).toContain('#/accessibility');
    expect(hrefs).not.toContain('/rodo');
    expect(pl.querySelector('button[lang="pl"]')?.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the periods and prices as loading, as the app does before their answers', () => {
    const en = parse(prerenderHome('en'));
    expect(en.textContent).toContain(enHome.periods.loading);
    expect(en.textContent).toContain(enHome.prices.loading);
  });
});
