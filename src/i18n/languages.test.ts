import { describe, expect, it } from 'vitest';
import { initialLanguage, languageFromBrowser, languageStorageKey } from './languages';

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
