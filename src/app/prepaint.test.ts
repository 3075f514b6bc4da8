import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLanguage, languageStorageKey } from '@/i18n/languages';
import { sessionStorageKey } from '@/shared/session/persisted-state';
import { prepaintScript, prepaintSessionKey } from './prepaint';

const runScript = () => {
  // The head script is plain source served as a file; run it as the browser would.
  new Function(prepaintScript())();
  const root = document.documentElement;
  return {
    language: root.getAttribute('data-prepaint'),
    lang: root.lang,
    shellOnly: root.hasAttribute('data-prepaint-shell-only'),
  };
};

afterEach(() => {
  document.documentElement.removeAttribute('data-prepaint');
  document.documentElement.removeAttribute('data-prepaint-shell-only');
  window.location.hash = '';
});

describe('the prepaint head script', () => {
  it('reads the session under the key the app keeps it', () => {
    expect(prepaintSessionKey).toBe(sessionStorageKey);
  });

  it.each([
    [null, 'pl-PL'],
    [null, 'en-US'],
    [null, 'de-DE'],
    [null, ''],
    ['pl', 'en-GB'],
    ['en', 'pl-PL'],
    ['xx', 'pl-PL'],
  ])('picks the language the app will pick (stored %s, browser %s)', (stored, browser) => {
    if (stored) window.localStorage.setItem(languageStorageKey, stored);
    vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(browser);
    const picked = runScript();
    expect(picked.language).toBe(initialLanguage());
    expect(picked.lang).toBe(initialLanguage());
  });

  it('shows the main page text on the main page to a signed-out visitor', () => {
    for (const hash of ['', '#/', '#/?x=1']) {
      window.location.hash = hash;
      document.documentElement.removeAttribute('data-prepaint-shell-only');
      expect(runScript().shellOnly).toBe(false);
    }
  });

  it('shows only the shell on other screens and to a signed-in resident', () => {
    window.location.hash = '#/register';
    expect(runScript().shellOnly).toBe(true);
    document.documentElement.removeAttribute('data-prepaint-shell-only');
    window.location.hash = '#/';
    window.sessionStorage.setItem(
      sessionStorageKey,
      JSON.stringify({ account: { access_token: 'demo.1001.x' } }),
    );
    expect(runScript().shellOnly).toBe(true);
  });
});
