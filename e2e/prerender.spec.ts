import { expect, test, type Page } from '@playwright/test';
import { seedResidentSession } from './fixtures';
import { panelTabs } from './panel-tabs';

// index.html carries the shell and the main page prerendered in both languages
// (build/prerender.ts); a head script (src/start-up/head/choose-copy.ts) shows the right copy before any
// module runs. These tests stop the app's own code to see what paints without it.
const bookingId = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

const blockAppCode = async (page: Page) => {
  await page.route(/\/assets\/(?!prepaint-).*\.js$/, (route) => route.abort());
};

test.describe('before the app starts', () => {
  test('the main page paints in the browser language, Polish', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'pl-PL' });
    const page = await context.newPage();
    await blockAppCode(page);
    await page.goto('./');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.locator('.prepaint[lang="pl"] h1:visible')).toBeVisible();
    await expect(page.locator('.prepaint[lang="pl"] h1:visible')).toHaveText('Domy studenckie');
    await expect(page.locator('.prepaint[lang="en"]')).toBeHidden();
    await context.close();
  });

  test('the chosen language wins over the browser language', async ({ page }) => {
    await page.goto('./robots.txt');
    await page.evaluate(() => window.localStorage.setItem('dormitory:language', 'pl'));
    await blockAppCode(page);
    await page.goto('./#/');
    await expect(page.locator('.prepaint[lang="pl"] h1:visible')).toBeVisible();
    await expect(page.locator('.prepaint[lang="en"]')).toBeHidden();
  });

  test('another screen paints only the shell, not the main page text', async ({ page }) => {
    await blockAppCode(page);
    await page.goto('./#/guest');
    await expect(page.locator('.prepaint[lang="en"] .site-header')).toBeVisible();
    await expect(page.locator('.prepaint[lang="en"] h1:visible')).toHaveCount(0);
  });

  test("registration's first step (the declarations) and a booking's code step paint their own text", async ({
    page,
  }) => {
    await blockAppCode(page);
    await page.goto('./#/register');
    await expect(page.locator('.prepaint[lang="en"] h1:visible')).toHaveText(
      'Information on personal data processing',
    );
    await page.goto('about:blank'); // a new document: a hash change alone runs no head script
    await page.goto(`./#/hotel-reservation?id=${bookingId}`);
    await expect(page.locator('.prepaint[lang="en"] h1:visible')).toHaveText('Hotel reservation');
    await expect(page.locator('.prepaint[lang="en"] h1:visible')).toHaveCount(1);
  });
});

test.describe("before the app starts, a signed-in resident's panel", () => {
  test('paints its frame: the login in the header, the heading, the to-do list, the tabs', async ({
    page,
  }) => {
    await seedResidentSession(page);
    await blockAppCode(page);
    await page.goto('./#/panel?tab=fees');
    const copy = page.locator('.prepaint[lang="en"]');
    await expect(copy.getByRole('banner')).toContainText('Signed in as jkowalski');
    await expect(copy.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(copy.getByRole('heading', { level: 1 })).toHaveText('Resident panel');
    // Text queries also find the copies CSS hides (the other tabs' frames); only the shown one.
    await expect(
      copy.getByText(/^Checking what needs doing: /).filter({ visible: true }),
    ).toHaveCount(1);
    await expect(copy.getByRole('tab', { selected: true })).toHaveText('Fees');
    await expect(copy.getByRole('tabpanel')).toHaveText('Loading fees…');
    await expect(copy.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('shows the login as text, never as markup', async ({ page }) => {
    const login = '<img src="x" alt="injected">';
    await seedResidentSession(page, '1001', login);
    await blockAppCode(page);
    await page.goto('./#/panel');
    const banner = page.locator('.prepaint[lang="en"]').getByRole('banner');
    await expect(banner).toContainText(`Signed in as ${login}`);
    await expect(banner.getByRole('img', { name: 'injected' })).toHaveCount(0);
    // No tab in the address: the frame with none chosen yet (the app chooses with the answers).
    await expect(page.locator('.prepaint[lang="en"]').getByRole('tab')).toHaveCount(4);
    await expect(
      page.locator('.prepaint[lang="en"]').getByRole('tab', { selected: true }),
    ).toHaveCount(0);
  });

  test('is not painted for a visitor, who gets the header without an account', async ({ page }) => {
    await blockAppCode(page);
    await page.goto('./#/panel?tab=fees');
    const copy = page.locator('.prepaint[lang="en"]');
    await expect(copy.getByRole('banner')).toBeVisible();
    await expect(copy.getByRole('button', { name: 'Sign out' })).toBeHidden();
    await expect(copy.getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});

for (const { route, heading, resident } of [
  { route: '/', heading: 'Student dormitories' },
  { route: '/register', heading: 'Information on personal data processing' },
  { route: `/hotel-reservation?id=${bookingId}`, heading: 'Hotel reservation' },
  { route: '/panel?tab=fees', heading: 'Resident panel', resident: true },
  { route: '/panel', heading: 'Resident panel', resident: true },
]) {
  test(`the app replaces the prerendered ${route} without moving or blanking it`, async ({
    page,
  }) => {
    if (resident) await seedResidentSession(page);
    await page.addInitScript(() => {
      const shifts: { at: number; value: number }[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push({
            at: entry.startTime,
            value: (entry as unknown as { value: number }).value,
          });
      }).observe({ type: 'layout-shift', buffered: true });
      // The frame after the copy left: shifts after it are the answers' (a main page's periods
      // pushing the prices down), not the hand-over's, and depend on when the answers come.
      const handedOver = { at: Number.NaN, marked: false };
      // What #root showed whenever, after the prerendered heading had been parsed, a DOM change
      // left it without a main heading (the layout's "Loading…" in place of the screen).
      const blanks: string[] = [];
      let headingParsed = false;
      // Once the page's own observers have run (the head script's removes the screens and copies
      // it does not show as the parser inserts them, before any paint).
      const check = () => {
        const root = document.getElementById('root');
        if (root?.querySelector('h1')) headingParsed = true;
        else if (headingParsed) blanks.push(root?.textContent?.slice(0, 120) ?? '');
        if (headingParsed && !document.querySelector('.prepaint') && !handedOver.marked) {
          handedOver.marked = true;
          requestAnimationFrame(() => setTimeout(() => (handedOver.at = performance.now())));
        }
      };
      new MutationObserver(() => queueMicrotask(check)).observe(document, {
        childList: true,
        subtree: true,
      });
      Object.assign(window, { layoutShifts: shifts, headinglessRoot: blanks, handedOver });
    });
    await page.goto(`./#${route}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('.prepaint')).toHaveCount(0);
    type Watch = { layoutShifts: { at: number; value: number }[]; handedOver: { at: number } };
    await expect
      .poll(() => page.evaluate(() => (window as unknown as Watch).handedOver.at))
      .not.toBeNaN();
    const shifts = await page.evaluate(() => {
      const { layoutShifts, handedOver } = window as unknown as Watch;
      return layoutShifts.filter((shift) => shift.at <= handedOver.at);
    });
    expect(shifts.reduce((total, shift) => total + shift.value, 0)).toBeLessThan(0.01);
    const blanks = await page.evaluate(
      () => (window as unknown as { headinglessRoot: string[] }).headinglessRoot,
    );
    expect(blanks, 'the screen was replaced by something without its heading').toEqual([]);
  });
}

// On a wide screen the prices and contacts are in view under the periods: while the periods
// load (in the prerendered copy, then in the app), their section keeps the room of their list, so
// nothing below it moves when they come (it moved 204 px at 1280 px: CLS 0.014, 0.048 at 1350).
test("the main page's periods come without moving what is under them on a wide screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.addInitScript(() => {
    const tops: { loading: boolean; top: number }[] = [];
    const check = () => {
      const prices = document.querySelector('#root [aria-labelledby="home-prices"]');
      // Laid out with the page's styles only once the parser is past the head.
      if (!prices || document.readyState === 'loading') return;
      tops.push({
        loading: Boolean(document.querySelector('#root .home-periods > .loading-state')),
        top: Math.round(prices.getBoundingClientRect().top),
      });
    };
    new MutationObserver(() => queueMicrotask(check)).observe(document, {
      childList: true,
      subtree: true,
    });
    document.addEventListener('DOMContentLoaded', check);
    Object.assign(window, { pricesTops: tops });
  });
  await page.goto('./#/');
  await expect(page.locator('.home__periods')).toBeVisible();
  await expect(page.locator('.home-periods > .loading-state')).toHaveCount(0);
  const tops = await page.evaluate(
    () => (window as unknown as { pricesTops: { loading: boolean; top: number }[] }).pricesTops,
  );
  const loaded = tops.filter((entry) => !entry.loading).at(-1)?.top;
  const whileLoading = tops.filter((entry) => entry.loading).map((entry) => entry.top);
  expect(whileLoading.length, 'the periods were seen loading').toBeGreaterThan(0);
  for (const top of whileLoading) expect(Math.abs(top - (loaded ?? Number.NaN))).toBeLessThan(4);
});

// The app's first render makes new nodes, which a layout-shift entry never counts: where a tab's
// loading line is, in the prerendered copy and in the app, is compared directly, on a phone (a
// rule only the tab's own styles carry moved the documents tab's by 24 px).
for (const tab of panelTabs) {
  test(`the ${tab} tab's loading line stays where the prerendered copy put it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await seedResidentSession(page);
    await page.addInitScript(() => {
      // Every state of the copy, and the app's first one (null: it showed no loading line).
      const seen: { prerendered: boolean; y: number | null }[] = [];
      const check = () => {
        if (seen.some((entry) => !entry.prerendered) || !document.querySelector('#root main'))
          return;
        const prerendered = Boolean(document.querySelector('.prepaint'));
        const line = document.querySelector('#root [role="tabpanel"] .loading-state');
        if (line || !prerendered)
          seen.push({ prerendered, y: line ? Math.round(line.getBoundingClientRect().top) : null });
      };
      new MutationObserver(() => queueMicrotask(check)).observe(document, {
        childList: true,
        subtree: true,
      });
      Object.assign(window, { loadingLines: seen });
    });
    await page.goto(`./#/panel?tab=${tab}`);
    await expect(page.locator('.prepaint')).toHaveCount(0);
    const seen = await page.evaluate(
      () =>
        (window as unknown as { loadingLines: { prerendered: boolean; y: number | null }[] })
          .loadingLines,
    );
    // The app's first render only: once the tab's first answer is in, a later part of the tab
    // may show a loading line of its own further down (the internet tab's configuration).
    const copy = seen.filter((entry) => entry.prerendered);
    const app = seen.find((entry) => !entry.prerendered);
    expect(copy.length, 'the prerendered copy showed its loading line').toBeGreaterThan(0);
    expect(app?.y, "the app's first render showed its loading line").not.toBeNull();
    expect(new Set(copy.map(({ y }) => y)).size).toBe(1);
    expect(app?.y).toBe(copy[0]?.y);
  });
}

// Without a tab in the address the panel opens on the first tab with something to do (decision
// 010), known only from the answers: the prerendered frame and the app's first render show no tab
// chosen, then the app selects that one tab. Never one tab and then another.
test('the panel without a tab in the address selects one tab, once, the one with something to do', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await seedResidentSession(page);
  await page.addInitScript(() => {
    // The selected tab at every DOM change (copy, then app): '' while none is.
    const seen: string[] = [];
    const check = () => {
      if (!document.querySelector('#root [role="tablist"]')) return;
      const selected = document.querySelector('#root [role="tab"][aria-selected="true"]');
      const id = selected?.id ?? '';
      if (seen.at(-1) !== id) seen.push(id);
    };
    new MutationObserver(() => queueMicrotask(check)).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-selected'],
    });
    Object.assign(window, { selectedTabs: seen });
  });
  await page.goto('./#/panel');
  await expect(page).toHaveURL(/#\/panel\?tab=documents$/);
  await expect(page.getByRole('tabpanel', { name: /^Documents/ })).toBeVisible();
  await expect(page.locator('.prepaint')).toHaveCount(0);
  const seen = await page.evaluate(
    () => (window as unknown as { selectedTabs: string[] }).selectedTabs,
  );
  expect(seen).toEqual(['', 'panel-tab-documents']);
});

// The panel's LCP is in index.html only while the prerendered to-do list's loading line (what it
// checks, decision 010) stays the largest text it paints: a larger to-do item or fees block
// painted with the answers would take the LCP back to them.
for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 720 },
]) {
  test(`the panel's largest paint is prerendered, not the answers (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await seedResidentSession(page);
    await page.addInitScript(() => {
      const paints: { prerendered: boolean; text: string }[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const element = (entry as unknown as { element: Element | null }).element;
          paints.push({
            prerendered: Boolean(element?.closest('.prepaint')),
            text: element?.textContent?.slice(0, 60) ?? '',
          });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      Object.assign(window, { largestPaints: paints });
    });
    await page.goto('./#/panel?tab=fees');
    await expect(page.getByRole('heading', { name: 'Final balance' })).toBeVisible();
    await expect(page.getByText('Arrival time not declared yet.')).toBeVisible();
    await expect(page.locator('.to-do__item')).toHaveCount(3);
    // A later candidate is reported with the frame after it was painted.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );
    const paints = await page.evaluate(
      () =>
        (window as unknown as { largestPaints: { prerendered: boolean; text: string }[] })
          .largestPaints,
    );
    expect(paints.at(-1)).toEqual({
      prerendered: true,
      text: expect.stringContaining('Checking what needs doing') as unknown as string,
    });
  });
}
