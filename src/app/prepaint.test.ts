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
    screen: root.getAttribute('data-prepaint-screen'),
  };
};

afterEach(() => {
  document.head.querySelectorAll('#shell-preloads, link[rel="modulepreload"]').forEach((node) => {
    node.remove();
  });
  document.documentElement.removeAttribute('data-prepaint');
  document.documentElement.removeAttribute('data-prepaint-shell-only');
  document.documentElement.removeAttribute('data-prepaint-screen');
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
    window.location.hash = '#/guest';
    expect(runScript().shellOnly).toBe(true);
    document.documentElement.removeAttribute('data-prepaint-shell-only');
    window.location.hash = '#/';
    window.sessionStorage.setItem(
      sessionStorageKey,
      JSON.stringify({ account: { access_token: 'demo.1001.x' } }),
    );
    expect(runScript().shellOnly).toBe(true);
  });

  const resetAttributes = () => {
    for (const name of ['data-prepaint-shell-only', 'data-prepaint-screen'])
      document.documentElement.removeAttribute(name);
  };

  it.each([
    ['#/register', 'register'],
    ['#/hotel-reservation?id=a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', 'hotel'],
    ['#/hotel-reservation?x=1&id=A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D', 'hotel'],
    ['#/hotel-reservation?id=%20a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', 'hotel'],
  ])('shows the prerendered screen the app renders first at %s', (hash, screen) => {
    window.location.hash = hash;
    expect(runScript()).toMatchObject({ screen, shellOnly: false });
  });

  it.each([
    ['#/hotel-reservation', 'no id: the app explains the link instead'],
    ['#/hotel-reservation?id=', 'an empty id'],
    ['#/hotel-reservation?id=not-a-uuid', 'a malformed id'],
    ['#/hotel-reservation?id=%E0%A4%A', 'an id that is not even percent-encoding'],
    ['#/register/extra', 'another path'],
  ])('shows only the shell at %s (%s)', (hash) => {
    window.location.hash = hash;
    expect(runScript()).toMatchObject({ screen: null, shellOnly: true });
  });

  it('shows registration only before its declarations were accepted, and only signed out', () => {
    window.location.hash = '#/register';
    window.sessionStorage.setItem(
      sessionStorageKey,
      JSON.stringify({ registration: { doesUserAgreeRODO: true } }),
    );
    expect(runScript()).toMatchObject({ screen: null, shellOnly: true });
    resetAttributes();
    window.sessionStorage.setItem(
      sessionStorageKey,
      JSON.stringify({ account: { access_token: 'demo.1001.x' } }),
    );
    expect(runScript()).toMatchObject({ screen: null, shellOnly: true });
    window.sessionStorage.clear();
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
      window.location.hash = '#/panel?tab=fees';
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
      window.location.hash = '#/accessibility';
      expect(runScript().shellOnly).toBe(true);
    });
  });
});
