import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLanguage, languageStorageKey } from '@/i18n/languages';
import { sessionStorageKey } from '@/shared/session/persisted-state';
import { prepaintScript, prepaintSessionKey, shellPreloadsId } from './prepaint';

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
  document.head.querySelectorAll('#shell-preloads, link[rel="modulepreload"]').forEach((node) => {
    node.remove();
  });
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

  describe("the shell's downloads", () => {
    const preloadedFiles = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );
    const withTemplate = () => {
      // What build/preload-shell.ts writes into index.html's head.
      const template = document.createElement('template');
      template.id = shellPreloadsId;
      template.innerHTML =
        '<link rel="modulepreload" href="./assets/start-1.js"><link rel="modulepreload" href="./assets/client-2.js">';
      document.head.append(template);
    };

    it('start at once on a screen that is not prerendered', () => {
      withTemplate();
      window.location.hash = '#/register';
      runScript();
      expect(preloadedFiles()).toEqual(['./assets/start-1.js', './assets/client-2.js']);
    });

    it('wait on the prerendered main page (the entry starts them after it has painted)', () => {
      withTemplate();
      window.location.hash = '#/';
      runScript();
      expect(preloadedFiles()).toEqual([]);
    });

    it('are no error when the page carries no template', () => {
      window.location.hash = '#/register';
      expect(runScript().shellOnly).toBe(true);
    });
  });
});
