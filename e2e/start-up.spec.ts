import type { Page } from '@playwright/test';
import { expect, seedResidentSession, test } from './fixtures';

// index.html carries the shell prerendered in both languages, each with every prerendered screen
// (build/prerender.ts); the head script (src/start-up/head/choose-copy.ts) keeps one copy and one screen and
// removes the rest as the parser inserts them. On a slow start a person (and a screen reader)
// meets that copy for seconds: it must be one page, in their language, and what they did on it
// (a Tab, a focused control) must survive the app taking over.

type Sample = { mains: number; duplicateIds: string[]; languages: string[]; prerendered: boolean };

/**
 * Records the page at every DOM change (once the page's own observers have run: the head script's
 * is one of them) and at every frame: the main regions, the ids used twice, the languages of the
 * markup in #root.
 */
async function recordStart(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const samples: Sample[] = [];
    const sample = () => {
      const root = document.getElementById('root');
      if (!root?.firstElementChild) return;
      const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
      // The page's and each prerendered copy's (the language switch's "English" is lang="en").
      const languages = new Set([document.documentElement.lang]);
      for (const element of root.querySelectorAll('.prepaint'))
        languages.add(element.getAttribute('lang') ?? '');
      samples.push({
        mains: document.querySelectorAll('main').length,
        duplicateIds: [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))],
        languages: [...languages],
        prerendered: Boolean(root.querySelector('.prepaint')),
      });
    };
    new MutationObserver(() => queueMicrotask(sample)).observe(document, {
      childList: true,
      subtree: true,
    });
    const everyFrame = () => {
      sample();
      if (samples.length < 5000) requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
    Object.assign(window, { startSamples: samples });
  });
}

const samplesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { startSamples: Sample[] }).startSamples);

test.use({ locale: 'pl-PL', viewport: { width: 390, height: 844 } });

test('a slow start (50 kB/s) is one page in Polish at every moment: one main, one set of ids', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await seedResidentSession(page);
  await recordStart(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 50 * 1024,
    uploadThroughput: 50 * 1024,
  });
  await page.goto('./#/panel?tab=fees', { waitUntil: 'commit' });
  // What the samples say is the test; these only wait for the start to go by.
  await expect(page.locator('.prepaint h1').first()).toBeVisible();
  await expect(page.locator('.prepaint')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Saldo końcowe' })).toBeVisible({
    timeout: 30_000,
  });
  const samples = await samplesOf(page);
  const before = samples.filter((sample) => sample.prerendered);
  expect(before.length, 'frames and changes seen before the app took over').toBeGreaterThan(10);
  expect(samples.filter((sample) => sample.mains !== 1)).toEqual([]);
  expect(samples.flatMap((sample) => sample.duplicateIds)).toEqual([]);
  expect([...new Set(samples.flatMap((sample) => sample.languages))]).toEqual(['pl']);
});

test('before the app, the copy is what a screen reader meets: one main, Polish names, hidden is gone', async ({
  page,
}) => {
  await seedResidentSession(page);
  await page.route(/\/assets\/(?!prepaint-).*\.js$/, (route) => route.abort());
  await page.goto('./#/panel?tab=fees', { waitUntil: 'commit' });
  const copy = page.locator('.prepaint');
  await expect(copy.getByRole('heading', { level: 1 })).toHaveText('Panel mieszkańca');
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Panel mieszkańca' })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Opłaty');
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Opłaty');
  // Nothing hidden stays behind: no English copy, no other screen, no other tab's frame.
  await expect(page.locator('.prepaint')).toHaveCount(1);
  await expect(page.locator('.prepaint[lang="pl"]')).toHaveCount(1);
  await expect(page.locator('#root [data-prepaint-screen]')).toHaveCount(1);
  await expect(page.locator('#screen-title')).toHaveCount(1);
  await expect(page).toHaveTitle('Panel mieszkańca – Domy studenckie');
  // A press on the copy does nothing before the app (no address change, no other tab).
  await copy.getByRole('tab', { name: 'Internet' }).click();
  expect(page.url()).toMatch(/#\/panel\?tab=fees$/);
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Opłaty');
});

test('a Tab pressed on the prerendered copy, and the focused control, survive the hand-over', async ({
  page,
}) => {
  await seedResidentSession(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!prepaint-).*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('./#/panel?tab=fees', { waitUntil: 'commit' });
  const copy = page.locator('.prepaint');
  await expect(copy.getByRole('tab', { selected: true })).toHaveText('Opłaty');
  // The first Tab reaches the copy's skip link; more Tabs walk to the selected tab.
  await page.keyboard.press('Tab');
  await expect(copy.getByRole('link', { name: 'Przejdź do treści głównej' })).toBeFocused();
  for (let presses = 0; presses < 10; presses += 1) {
    if (
      await copy
        .getByRole('tab', { name: 'Opłaty' })
        .evaluate((tab) => tab === document.activeElement)
    )
      break;
    await page.keyboard.press('Tab');
  }
  await expect(copy.getByRole('tab', { name: 'Opłaty' })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(page.url()).toMatch(/#\/panel\?tab=fees$/);

  release();
  await expect(copy).toHaveCount(0);
  const app = page.getByRole('tab', { name: 'Opłaty' });
  await expect(app).toBeFocused();
  // The next key carries on from there: the app's own tab keys, and Shift+Tab back to the notice.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Internet' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Internet' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Zadeklaruj czas przyjazdu' })).toBeFocused();
});

const signingIn = {
  en: {
    inProgress: 'Signing you in…',
    signIn: 'Sign in to the resident panel',
    panel: 'Resident panel',
  },
  pl: {
    inProgress: 'Trwa logowanie…',
    signIn: 'Zaloguj się do panelu mieszkańca',
    panel: 'Panel mieszkańca',
  },
} as const;

for (const language of ['en', 'pl'] as const) {
  test.describe(`the sign-on's return in ${language}`, () => {
    test.use({ locale: language === 'pl' ? 'pl-PL' : 'en-GB' });

    test('says "Signing you in" from its first frame, never the signed-out page (1.6 Mbps, 150 ms, CPU 4x)', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const words = signingIn[language];
      // Every frame and DOM change of the page the sign-on returns to: what #root shows.
      await page.addInitScript(() => {
        if (!new URLSearchParams(window.location.search).has('code')) return;
        const samples: string[] = [];
        const sample = () => {
          const root = document.getElementById('root');
          if (root) samples.push(root.innerText.trim());
        };
        new MutationObserver(() => queueMicrotask(sample)).observe(document, {
          childList: true,
          subtree: true,
          characterData: true,
        });
        const everyFrame = () => {
          sample();
          if (samples.length < 20_000) requestAnimationFrame(everyFrame);
        };
        requestAnimationFrame(everyFrame);
        Object.assign(window, { returnSamples: samples });
      });
      await page.goto('./#/');
      await page.getByRole('button', { name: words.signIn }).click();
      await page.waitForURL(/demo-sso\.html/);
      // Lighthouse's mobile settings, applied by the browser, for the return.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.getByRole('button', { name: /jkowalski/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: words.panel })).toBeVisible({
        timeout: 90_000,
      });
      await expect(page.getByRole('banner')).toContainText('jkowalski');
      const samples = await page.evaluate(
        () => (window as unknown as { returnSamples: string[] }).returnSamples,
      );
      const shown = samples.filter((text) => text !== '');
      expect(shown.length, 'frames and changes seen on the return').toBeGreaterThan(10);
      // The first thing on screen says it is signing in ...
      expect(shown[0]).toContain(words.inProgress);
      // ... and nothing ever offers to sign in: the signed-out main page never shows.
      expect(shown.filter((text) => text.includes(words.signIn))).toEqual([]);
      // Until the panel, every frame says it is signing in.
      const beforePanel = shown.slice(
        0,
        shown.findIndex((text) => text.includes(words.panel)),
      );
      expect(beforePanel.filter((text) => !text.includes(words.inProgress))).toEqual([]);
    });
  });
}
