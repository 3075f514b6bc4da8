import { describe, expect, it } from 'vitest';
import {
  initialLanguage,
  languageFromAddress,
  languageFromBrowser,
  languageStorageKey,
} from './languages';

describe('languageFromBrowser', () => {
  it.each([
    ['pl-PL', 'pl'],
    ['pl', 'pl'],
    ['en-GB', 'en'],
    ['en-US', 'en'],
    ['de-DE', 'en'],
    ['uk-UA', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('maps %s to %s', (browser, expected) => {
    expect(languageFromBrowser(browser)).toBe(expected);
  });
});

describe('initialLanguage', () => {
  it('prefers the language the person chose earlier', () => {
    window.localStorage.setItem(languageStorageKey, 'pl');
    expect(initialLanguage()).toBe('pl');
  });

  it('ignores a stored value that is not a supported language', () => {
    window.localStorage.setItem(languageStorageKey, 'xx');
    expect(initialLanguage()).toBe(languageFromBrowser(window.navigator.language));
  });
});

// Issue 22: `?lng=` in any link sets the language, so an e-mailed guest or hotel link opens in the
// guest's language: in the page's query or in the hash route's.
describe('languageFromAddress', () => {
  it.each([
    [{ search: '?lng=pl', hash: '#/' }, 'pl'],
    [{ search: '', hash: '#/guest?uuid=5b1c&lng=pl' }, 'pl'],
    [{ search: '', hash: '#/hotel-reservation?lng=en&id=7' }, 'en'],
    [{ search: '?lng=en', hash: '#/guest?lng=pl' }, 'pl'],
    [{ search: '', hash: '#/guest?lng=PL' }, 'pl'],
    [{ search: '?lng=de', hash: '#/' }, null],
    [{ search: '', hash: '#/guest?uuid=5b1c' }, null],
    [{ search: '', hash: '' }, null],
  ])('reads %o as %s', (address, expected) => {
    expect(languageFromAddress(address)).toBe(expected);
  });
});

describe('initialLanguage from a link', () => {
  it.each(['/?lng=pl#/', '/#/guest?uuid=5b1c&lng=pl'])(
    'takes the language %s asks for over the stored choice, and keeps it',
    (url) => {
      window.localStorage.setItem(languageStorageKey, 'en');
      window.history.replaceState(null, '', url);
      try {
        expect(initialLanguage()).toBe('pl');
        expect(window.localStorage.getItem(languageStorageKey)).toBe('pl');
      } finally {
        window.history.replaceState(null, '', '/');
      }
    },
  );

  it('in English too', () => {
    window.localStorage.setItem(languageStorageKey, 'pl');
    window.history.replaceState(null, '', '/#/hotel-reservation?id=7&lng=en');
    try {
      expect(initialLanguage()).toBe('en');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
