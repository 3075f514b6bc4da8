import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageStorageKey } from '@/i18n/languages';
import { earlyReadsGlobal } from '@/shared/api/early-reads-global';
import { sessionStorageKey } from '@/shared/session/persisted-state';
import { finishParsing } from '@/testing/document-parsed';
import { stubPaintObserver } from '@/testing/paint-observer';
import { beforeFirstPaint } from './before-first-paint';
import { screenPreloadsId, shellPreloadsId } from '../markers';

// The head script's own rules. That it reads the language, the session and the address as the
// app does needs no test: it calls the app's own functions (initialLanguage, loadPersistedState,
// isSignedIn, hashRoute, panelTabOf, readUuidParam).

/** A resident's session as the app keeps it (shared/session/persisted-state). */
const residentSession = (login: unknown = 'jkowalski') =>
  JSON.stringify({
    account: { access_token: 'demo.1001.x', token_type: 'Bearer', login, userId: '1001' },
  });

const runScript = () => {
  beforeFirstPaint();
  const root = document.documentElement;
  return {
    language: root.getAttribute('data-prepaint'),
    lang: root.lang,
    shellOnly: root.hasAttribute('data-prepaint-shell-only'),
    screen: root.getAttribute('data-prepaint-screen'),
    account: root.hasAttribute('data-prepaint-account'),
  };
};

const parseFinished = finishParsing;

const resetAttributes = () => {
  for (const name of ['data-prepaint-shell-only', 'data-prepaint-screen'])
    document.documentElement.removeAttribute(name);
};

afterEach(() => {
  parseFinished();
  document.querySelectorAll('.prepaint').forEach((node) => node.remove());
  document.title = '';
  document.head.querySelectorAll('template, link[rel="modulepreload"]').forEach((node) => {
    node.remove();
  });
  document.documentElement.removeAttribute('data-prepaint');
  document.documentElement.removeAttribute('data-prepaint-shell-only');
  document.documentElement.removeAttribute('data-prepaint-screen');
  document.documentElement.removeAttribute('data-prepaint-account');
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.location.hash = '';
  Reflect.deleteProperty(window, earlyReadsGlobal);
});

describe('the head script', () => {
  it("sets the page's language and keeps that copy", () => {
    window.localStorage.setItem(languageStorageKey, 'pl');
    expect(runScript()).toMatchObject({ language: 'pl', lang: 'pl' });
  });

  it("reads the declarations' agreement where the registration's own slice keeps it", async () => {
    const [{ makeBrowserStore }, { rodoAgreed }] = await Promise.all([
      import('@/app/store'),
      import('@/features/application/registration-slice'),
    ]);
    window.location.hash = '#/register';
    expect(runScript().screen).toBe('register');
    resetAttributes();
    makeBrowserStore().dispatch(rodoAgreed(true));
    expect(runScript()).toMatchObject({ screen: null, shellOnly: true });
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
    window.sessionStorage.setItem(sessionStorageKey, residentSession());
    expect(runScript().shellOnly).toBe(true);
  });

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
    ['/?code=demo-code.1001.x&state=s', 'a signed-out visitor'],
    ['/?code=demo-code.1001.x&state=s#/panel?tab=fees', 'a route in the hash'],
    ['/#/login?code=demo-code.1001.x&state=s', 'the answer in the route'],
  ])('shows "Signing you in" on the sign-on\'s return with a code (%s, %s)', (address) => {
    window.history.replaceState(null, '', address);
    expect(runScript()).toMatchObject({ screen: 'login', shellOnly: false });
    resetAttributes();
    window.sessionStorage.setItem(sessionStorageKey, residentSession());
    expect(runScript()).toMatchObject({ screen: 'login', account: true });
    window.history.replaceState(null, '', '/');
  });

  it.each([
    // The app opens /login and explains the refusal: not the main page either.
    ['/?error=access_denied&state=s', null],
    ['/?code=c&error=server_error&state=s', null],
    ['/#/login', null],
  ])('shows no "Signing you in" without a code or with an error (%s)', (address, screen) => {
    window.history.replaceState(null, '', address);
    expect(runScript().screen).toBe(screen);
    window.history.replaceState(null, '', '/');
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
    window.sessionStorage.setItem(sessionStorageKey, residentSession());
    expect(runScript()).toMatchObject({ screen: null, shellOnly: true });
    window.sessionStorage.clear();
  });

  it.each([
    // No tab named (or one the panel does not have): the frame with none chosen (decision 010).
    ['#/panel', 'first'],
    ['#/panel?tab=fees', 'fees'],
    ['#/panel?historical=1&tab=fees', 'fees'],
    ['#/panel?tab=documents#x', 'documents'],
    ['#/panel?tab=Fees', 'first'],
  ])("shows a signed-in resident the panel's frame at %s with the tab %s", (hash, tab) => {
    window.location.hash = hash;
    window.sessionStorage.setItem(sessionStorageKey, residentSession());
    expect(runScript()).toMatchObject({ screen: `panel-${tab}`, shellOnly: false });
  });

  it('shows only the shell at the panel to a visitor the app does not count as signed in', () => {
    window.location.hash = '#/panel?tab=fees';
    expect(runScript()).toMatchObject({ screen: null, shellOnly: true, account: false });
  });

  it.each([
    ['no session', null, false],
    ['a resident', residentSession(), true],
    [
      'a token without its type',
      JSON.stringify({ account: { access_token: 'demo.1001.x' } }),
      false,
    ],
    ['a session that is not JSON', '{account', false],
  ])("shows the header's account part only to a signed-in resident (%s)", (_, raw, signedIn) => {
    if (raw !== null) window.sessionStorage.setItem(sessionStorageKey, raw);
    window.location.hash = '#/panel';
    const picked = runScript();
    expect(picked.account).toBe(signedIn);
    expect(picked.screen).toBe(signedIn ? 'panel-first' : null);
  });

  describe("the header's login", () => {
    /** The places index.html carries (one per language copy), as prerendered for a resident. */
    const withHeaders = () => {
      for (const language of ['en', 'pl']) {
        const copy = document.createElement('div');
        copy.className = 'prepaint';
        copy.lang = language;
        const place = document.createElement('span');
        place.className = 'site-header__login';
        const hidden = document.createElement('span');
        hidden.className = 'visually-hidden';
        hidden.textContent = 'Signed in as ';
        place.append(hidden);
        copy.append(place);
        document.body.append(copy);
      }
    };
    const places = () => [...document.querySelectorAll<HTMLElement>('.site-header__login')];
    const inserted = async () => {
      // The parser inserting the markup after the head script ran; the observer's callback runs
      // before the browser paints it.
      withHeaders();
      await Promise.resolve();
    };
    // ... then finishing.
    const finished = parseFinished;
    const parsed = async () => {
      await inserted();
      finished();
    };

    it('is the login kept in the session, as text after the hidden label, in the copy kept', async () => {
      window.sessionStorage.setItem(sessionStorageKey, residentSession('jkowalski'));
      window.location.hash = '#/panel?tab=fees';
      runScript();
      await inserted();
      expect(places()[0]?.textContent, 'before the parser has finished').toBe(
        'Signed in as jkowalski',
      );
      finished();
      expect(places().map((place) => place.textContent)).toEqual(['Signed in as jkowalski']);
      expect(places()[0]?.childNodes[1]?.nodeType).toBe(Node.TEXT_NODE);
    });

    it('is never parsed as markup', async () => {
      const login = '<img src=x onerror="window.injected=1">';
      window.sessionStorage.setItem(sessionStorageKey, residentSession(login));
      runScript();
      await parsed();
      expect(places()[0]?.textContent).toBe(`Signed in as ${login}`);
      expect(document.querySelector('.prepaint img')).toBeNull();
    });

    it('is written once, and nothing is written for a visitor', async () => {
      window.sessionStorage.setItem(sessionStorageKey, residentSession());
      runScript();
      await parsed();
      document.body.append(document.createElement('p'));
      await Promise.resolve();
      expect(places()[0]?.textContent).toBe('Signed in as jkowalski');
      document.querySelectorAll('.prepaint').forEach((node) => node.remove());
      resetAttributes();
      document.documentElement.removeAttribute('data-prepaint-account');
      window.sessionStorage.clear();
      runScript();
      await parsed();
      expect(places().map((place) => place.textContent)).toEqual(['Signed in as ']);
    });
  });

  describe('one copy, one screen', () => {
    /** index.html's #root as the parser inserts it: both copies, each with every screen. */
    const insertCopies = async () => {
      const root = document.createElement('div');
      root.id = 'root';
      document.body.append(root);
      for (const language of ['en', 'pl']) {
        const copy = document.createElement('div');
        copy.className = 'prepaint';
        copy.lang = language;
        copy.setAttribute('data-prepaint-title', `product ${language}`);
        const skip = document.createElement('a');
        skip.href = '#main';
        skip.className = 'skip-link';
        const main = document.createElement('main');
        main.id = 'main';
        main.tabIndex = -1;
        copy.append(skip, main);
        root.append(copy);
        for (const screen of ['home', 'panel-fees', 'panel-internet']) {
          const section = document.createElement('section');
          section.setAttribute('data-prepaint-screen', screen);
          section.setAttribute('data-prepaint-title', `${screen} ${language}`);
          const heading = document.createElement('h1');
          heading.id = 'screen-title';
          section.append(heading);
          main.append(section);
          // The parser yields between chunks: the observer's callback runs in between.
          await Promise.resolve();
        }
      }
      return root;
    };

    afterEach(() => document.getElementById('root')?.remove());

    it('keeps the copy in the language picked and the screen picked, as the parser inserts them', async () => {
      window.localStorage.setItem(languageStorageKey, 'pl');
      window.sessionStorage.setItem(sessionStorageKey, residentSession());
      window.location.hash = '#/panel?tab=fees';
      runScript();
      const root = await insertCopies();
      await Promise.resolve();
      expect([...root.querySelectorAll<HTMLElement>('.prepaint')].map((copy) => copy.lang)).toEqual(
        ['pl'],
      );
      expect(root.querySelectorAll('main')).toHaveLength(1);
      expect(root.querySelectorAll('#screen-title')).toHaveLength(1);
      expect(
        [...root.querySelectorAll('[data-prepaint-screen]')].map((screen) =>
          screen.getAttribute('data-prepaint-screen'),
        ),
      ).toEqual(['panel-fees']);
      expect(document.title).toBe('panel-fees pl');
      window.localStorage.clear();
    });

    it('keeps no screen where only the shell paints, titled with the product', async () => {
      window.location.hash = '#/guest';
      runScript();
      const root = await insertCopies();
      await Promise.resolve();
      expect(root.querySelectorAll('.prepaint')).toHaveLength(1);
      expect(root.querySelectorAll('[data-prepaint-screen]')).toHaveLength(0);
      expect(document.title).toBe('product en');
    });

    it("ignores a press on the copy's controls, but its skip link moves focus", async () => {
      runScript();
      const root = await insertCopies();
      await Promise.resolve();
      const skip = root.querySelector<HTMLAnchorElement>('.skip-link');
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      skip?.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
      expect(document.activeElement).toBe(root.querySelector('main'));
      const outside = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.body.dispatchEvent(outside);
      expect(outside.defaultPrevented).toBe(false);
    });
    it('keeps the last press on a button of the copy for the app to press again', async () => {
      runScript();
      const root = await insertCopies();
      await Promise.resolve();
      const main = root.querySelector('main') as HTMLElement;
      const signIn = document.createElement('button');
      signIn.textContent = 'Sign in';
      const other = document.createElement('button');
      other.textContent = 'Other';
      main.append(other, signIn);
      other.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      const press = new MouseEvent('click', { bubbles: true, cancelable: true });
      signIn.dispatchEvent(press);
      expect(press.defaultPrevented).toBe(true);
      expect([...root.querySelectorAll('[data-prepaint-pressed]')]).toEqual([signIn]);
      // It shows it has started (as a busy button does); the earlier press no longer does.
      expect([...root.querySelectorAll('[aria-busy="true"]')]).toEqual([signIn]);
    });
  });

  describe("the shell's downloads", () => {
    const preloadedFiles = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );
    const withTemplates = () => {
      // What build/preload-shell.ts writes into index.html's head.
      const template = (id: string, files: string[]) => {
        const element = document.createElement('template');
        element.id = id;
        element.innerHTML = files
          .map((file) => `<link rel="modulepreload" href="./assets/${file}">`)
          .join('');
        document.head.append(element);
      };
      template(shellPreloadsId, ['start-1.js', 'client-2.js']);
      template(screenPreloadsId('home'), ['home-3.js']);
      template(screenPreloadsId('panel-fees'), ['panel-4.js', 'fees-5.js']);
      template(screenPreloadsId('panel-documents'), ['panel-4.js', 'documents-6.js']);
    };

    it('start at once on a screen that is not prerendered', () => {
      withTemplates();
      window.location.hash = '#/accessibility';
      runScript();
      expect(preloadedFiles()).toEqual(['./assets/start-1.js', './assets/client-2.js']);
    });

    it("start with the open tab's code under the resident panel's frame, without the entry", async () => {
      withTemplates();
      window.sessionStorage.setItem(sessionStorageKey, residentSession());
      window.location.hash = '#/panel?tab=fees';
      expect(runScript().screen).toBe('panel-fees');
      // happy-dom reports no paints: nothing to wait for.
      await vi.waitFor(() => expect(preloadedFiles()).toHaveLength(4));
      expect(preloadedFiles()).toEqual([
        './assets/start-1.js',
        './assets/client-2.js',
        './assets/panel-4.js',
        './assets/fees-5.js',
      ]);
    });

    it("wait for the frame's first paint where the browser reports paints", async () => {
      withTemplates();
      const reportPaint = stubPaintObserver();
      vi.useFakeTimers();
      try {
        window.sessionStorage.setItem(sessionStorageKey, residentSession());
        window.location.hash = '#/panel?tab=fees';
        runScript();
        await vi.advanceTimersByTimeAsync(0);
        expect(preloadedFiles()).toEqual([]);
        reportPaint(['first-paint']);
        await vi.advanceTimersByTimeAsync(0);
        expect(preloadedFiles()).toEqual([]);
        reportPaint(['first-contentful-paint']);
        await vi.advanceTimersByTimeAsync(0);
        expect(preloadedFiles()).toHaveLength(4);
        await vi.advanceTimersByTimeAsync(1000);
        expect(preloadedFiles()).toHaveLength(4);
      } finally {
        vi.useRealTimers();
        vi.unstubAllGlobals();
      }
    });

    it('wait on the prerendered main page (the entry starts them after it has painted)', () => {
      withTemplates();
      window.location.hash = '#/';
      expect(runScript().screen).toBe('home');
      expect(preloadedFiles()).toEqual([]);
    });

    it('are no error when the page carries no template', () => {
      window.location.hash = '#/accessibility';
      expect(runScript().shellOnly).toBe(true);
    });
  });
});
