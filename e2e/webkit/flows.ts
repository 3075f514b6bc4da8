import enApplication from '../../src/i18n/locales/en/application.json' with { type: 'json' };
import enCommon from '../../src/i18n/locales/en/common.json' with { type: 'json' };
import enGuest from '../../src/i18n/locales/en/guest.json' with { type: 'json' };
import enHome from '../../src/i18n/locales/en/home.json' with { type: 'json' };
import enHotel from '../../src/i18n/locales/en/hotel.json' with { type: 'json' };
import enPanel from '../../src/i18n/locales/en/panel.json' with { type: 'json' };
import plApplication from '../../src/i18n/locales/pl/application.json' with { type: 'json' };
import plCommon from '../../src/i18n/locales/pl/common.json' with { type: 'json' };
import plGuest from '../../src/i18n/locales/pl/guest.json' with { type: 'json' };
import plHome from '../../src/i18n/locales/pl/home.json' with { type: 'json' };
import plHotel from '../../src/i18n/locales/pl/hotel.json' with { type: 'json' };
import plPanel from '../../src/i18n/locales/pl/panel.json' with { type: 'json' };
import { panelTabs } from '../../src/features/panel/tabs.ts';
import type { Language, Query, Tab } from './harness.ts';
import type { StaticServer } from './static-server.ts';

const locales = {
  en: {
    application: enApplication,
    common: enCommon,
    guest: enGuest,
    home: enHome,
    hotel: enHotel,
    panel: enPanel,
  },
  pl: {
    application: plApplication,
    common: plCommon,
    guest: plGuest,
    home: plHome,
    hotel: plHotel,
    panel: plPanel,
  },
} as const;

const other = (language: Language): Language => (language === 'en' ? 'pl' : 'en');
const switchName: Record<Language, string> = { en: 'English', pl: 'Polski' };

/** A label's text at its start (a required field's label goes on with a mark). */
const startsWith = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i');

// Demo data (docs/demo.md): a guest whose PESEL matches, and a booking waiting for its code.
const guest = { uuid: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b', pesel: '02211307589' };
const booking = { id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', code: '482913' };

export type Flow = {
  name: string;
  run: (tab: Tab, language: Language, server: StaticServer) => Promise<void>;
};

function expectEqual<T>(actual: T, expected: T, what: string): void {
  if (actual !== expected)
    throw new Error(`${what}: expected ${String(expected)}, got ${String(actual)}`);
}

async function expectLanguage(tab: Tab, language: Language): Promise<void> {
  await tab.until(`the page in ${language}`, async () => (await tab.language()) === language);
}

/** The demo sign-on page's words (src/mocks/sso/demo-sso.ts), in the portal's language. */
const demoSignOn = {
  en: { title: 'University login (demo)', account: /^Sign in as jkowalski/ },
  pl: { title: 'Uczelniany system logowania (demo)', account: /^Zaloguj się jako jkowalski/ },
} as const;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The app's start-up code: held back, the page shows only its prerendered copy. */
const appCode = /\/assets\/start-[\w-]+\.js$/;

/**
 * Opens a page with the app's code held back, presses a control of its prerendered copy, sees
 * it show that it has started, then lets the code come: the app must do what was pressed.
 * WebKit may take the code from its memory cache despite no-store (it did when the same
 * address was opened again): then nothing was held, and the page is opened again (three times
 * at most).
 */
async function pressBeforeTheApp(
  tab: Tab,
  server: StaticServer,
  open: () => Promise<void>,
  query: Query,
): Promise<void> {
  for (let tries = 1; ; tries += 1) {
    const hold = server.hold(appCode);
    await open();
    const state = await tab.until("the app's code asked for, or the app there", async () =>
      hold.requested() ? 'held' : (await tab.hasApp()) ? 'cached' : null,
    );
    if (state === 'held') {
      const control = await tab.get(query);
      const onCopy = await tab.evaluate(
        (node: Element) => node.closest('.prepaint') !== null,
        control,
      );
      if (!onCopy)
        throw new Error(`${query.role} "${String(query.name)}" is not the prerendered copy's`);
      await control.click();
      await tab.until(
        'the pressed control to show it has started',
        async () => (await control.getAttribute('aria-busy')) === 'true',
      );
      hold.release();
      return;
    }
    hold.release();
    if (tries === 3) throw new Error("The app's code came from the browser's cache 3 times");
  }
}

/**
 * The flows, each in its own window, in the browser's own language (the driver's locale): the
 * app must pick it, and every text is looked up in that language's locale files. Presses are
 * made as soon as a control shows, some on the prerendered copy before the app has started.
 */
export const flows: Flow[] = [
  {
    name: 'main page: the language switch pressed before the app, then back',
    async run(tab, language, server) {
      const words = locales[language];
      await pressBeforeTheApp(
        tab,
        server,
        async () => {
          await tab.start('/');
          await expectLanguage(tab, language);
          await tab.get({ role: 'heading', name: words.home.title });
        },
        { role: 'button', name: switchName[other(language)] },
      );
      await tab.appStarted();
      await expectLanguage(tab, other(language));
      await tab.get({ role: 'heading', name: locales[other(language)].home.title });
      const back = await tab.get({ role: 'button', name: switchName[language] });
      await back.click();
      await expectLanguage(tab, language);
      await tab.get({ role: 'heading', name: words.home.title });
      expectEqual(await back.getAttribute('aria-pressed'), 'true', 'the switch says which is on');
    },
  },
  {
    name: "registration's error summary takes focus",
    async run(tab, language) {
      const words = locales[language];
      await tab.start('/register', {
        registration: { doesUserAgreeRODO: true, placeRequests: false, placeRequestKind: null },
      });
      await tab.press({ role: 'button', name: startsWith(words.application.submit.send) });
      const summary = await tab.get({
        role: 'alert',
        name: startsWith(words.common.form.errorSummaryTitle),
      });
      await tab.until('the summary focused', () => tab.focusedIs(summary));
      const links = await tab.all({ role: 'link', within: summary });
      if (links.length < 3) throw new Error(`The summary lists ${links.length} problems`);
    },
  },
  {
    name: 'sign in pressed while the HTTP client downloads; a tab pressed before the app; every tab',
    async run(tab, language, server) {
      const words = locales[language];
      // The HTTP client's chunk is held back (a slow connection): WebKit cancels a page's
      // downloads as soon as a navigation starts, here the sign-in redirect. The sign-on page
      // comes only a moment later, so a page that took the cancelled download for a stale
      // release has time to reload itself instead.
      const downloading = server.arm({
        held: /\/assets\/http-client-[\w-]+\.js$/,
        nextPage: /demo-sso\.html$/,
        giveUpMs: 1500,
      });
      await tab.start('/');
      await tab.until('the HTTP client to be downloading', () =>
        Promise.race([downloading.then(() => true), delay(500).then(() => false)]),
      );
      await tab.press({ role: 'button', name: words.home.panel.signIn });
      await tab.get({ role: 'heading', name: demoSignOn[language].title });
      await tab.press({ role: 'button', name: demoSignOn[language].account });
      await tab.until('the panel', async () => (await tab.url()).includes('#/panel'));
      const banner = await tab.get({ role: 'banner' });
      await tab.until('the login in the header', async () =>
        (await banner.getText()).includes('jkowalski'),
      );
      await tab.get({ role: 'heading', name: words.panel.title });

      // The panel opened anew, in a new window (Tab.reopen): a tab pressed on its prerendered
      // frame opens once the app is there.
      const panelRoute = new URL(await tab.url()).hash.replace(/^#/, '');
      const openPanel = () => tab.reopen(panelRoute);
      // A tab with something to do is named with its count ("Fees 2 to pay", decision 010).
      await pressBeforeTheApp(tab, server, openPanel, {
        role: 'tab',
        name: startsWith(words.panel.tabs.fees),
      });
      await tab.appStarted();
      await tab.until(
        'the fees tab selected',
        async () =>
          (await (
            await tab.get({ role: 'tab', name: startsWith(words.panel.tabs.fees) })
          ).getAttribute('aria-selected')) === 'true',
      );
      for (const name of panelTabs) {
        const tabName = startsWith(words.panel.tabs[name]);
        await tab.press({ role: 'tab', name: tabName });
        const panel = await tab.get({ role: 'tabpanel', name: tabName });
        await tab.until(`the ${name} tab loaded`, async () =>
          tab.evaluate(
            (node: Element) =>
              node.querySelector('h2, h3') !== null &&
              !node.querySelector('.loading-state, [aria-busy="true"]'),
            panel,
          ),
        );
        if (name !== 'fees') continue;
        const qr = await tab.get({
          role: 'img',
          name: startsWith(words.panel.fees.qrAlt.split(':')[0] ?? ''),
        });
        const payload = await qr.getAttribute('data-payload');
        // Read until it is painted: the screenshot may come a frame before the drawing does.
        let read: string | null = null;
        await tab
          .until('the payment QR code read back from the screen', async () => {
            read = await tab.readQr(qr);
            return read === payload;
          })
          .catch((error: unknown) => {
            throw new Error(`${String(error)}; read ${String(read)}, expected ${payload}`);
          });
      }
    },
  },
  {
    name: 'a guest link: the guest verified',
    async run(tab, language) {
      const words = locales[language].guest;
      await tab.start(`/guest?uuid=${guest.uuid}`);
      await tab.get({ role: 'heading', name: words.title });
      await tab.type({ role: 'textbox', name: startsWith(words.form.firstName) }, 'Maria');
      await tab.type({ role: 'textbox', name: startsWith(words.form.lastName) }, 'Wiśniewska');
      await tab.type({ role: 'textbox', name: startsWith(words.form.pesel) }, guest.pesel);
      await tab.press({ role: 'button', name: startsWith(words.form.approve) });
      const verified = await tab.get({ role: 'heading', name: startsWith(words.result.heading) });
      await tab.until('the result heading focused', () => tab.focusedIs(verified));
    },
  },
  {
    name: 'a hotel booking opened with its code',
    async run(tab, language) {
      const words = locales[language].hotel;
      await tab.start(`/hotel-reservation?id=${booking.id}`);
      await tab.appStarted();
      await tab.type({ role: 'textbox', name: startsWith(words.signIn.code) }, booking.code);
      await tab.press({ role: 'button', name: startsWith(words.signIn.submit) });
      const details = await tab.get({ role: 'heading', name: startsWith(words.details.heading) });
      await tab.until('the booking details focused', () => tab.focusedIs(details));
    },
  },
];
