import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from './i18n';

afterEach(() => window.history.replaceState(null, '', '/'));

// Issue 22: a link followed inside the open app sets the language as one opened from outside.
describe('a link with lng inside the open app', () => {
  it.each([
    ['en', '#/guest?uuid=5b1c&lng=pl', 'pl'],
    ['pl', '#/hotel-reservation?id=7&lng=en', 'en'],
  ] as const)('switches from %s when the hash becomes %s', async (from, hash, to) => {
    await initI18n(from);
    await i18n.changeLanguage(from);
    window.location.hash = hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await expect.poll(() => i18n.language).toBe(to);
    expect(document.documentElement.lang).toBe(to);
  });

  it('leaves the language alone for a link without lng', async () => {
    await initI18n('pl');
    await i18n.changeLanguage('pl');
    window.location.hash = '#/guest?uuid=5b1c';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(i18n.language).toBe('pl');
  });
});
