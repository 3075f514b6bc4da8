import type { Page } from '@playwright/test';
import {
  expectSettled,
  expect,
  expectNoAxeViolations,
  inBothLanguages,
  seedResidentSession,
  test,
  waitForApp,
  wordsBrokenInside,
  wcag22Tags,
} from './fixtures';
import { panelTabNames, panelTabs, type PanelTab } from './panel-tabs';

// Issue 21, point 8: most residents open the panel on a phone. At 390 x 844, in English and in
// Polish, each tab's loaded state: every button and every amount inside the screen's width,
// nothing in main scrolling sideways (a table used to, with Sign and the amounts off screen),
// and axe with WCAG 2.2 A/AA finds nothing. The hotel booking's rooms likewise.
const phone = { width: 390, height: 844 };

/**
 * What does not fit a phone: buttons and amounts reaching past the screen's sides, and boxes in
 * main whose content is wider than they are (they scroll sideways, or spill over).
 */
async function offScreen(page: Page): Promise<{
  buttons: string[];
  amounts: string[];
  scrolling: string[];
  buttonCount: number;
  amountCount: number;
}> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = (box: DOMRect) => box.left < -1 || box.right > width + 1;
    const shown = (box: DOMRect) => box.width > 1 && box.height > 1;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 50)}"`;

    const buttons = [
      ...document.querySelectorAll('button, [role="button"], [role="tab"], [role="switch"]'),
    ].filter((button) => shown(button.getBoundingClientRect()));
    const main = document.querySelector('main') as HTMLElement;

    // Amounts as the app writes them: "PLN 1,234.50" (en), "1 234,50 zł" (pl).
    const money = /(?:zł|PLN)\s?-?\d[\d\s.,]*\d|-?\d[\d\s.,]*\s?(?:zł|PLN)/g;
    const amounts: { text: string; box: DOMRect }[] = [];
    const texts = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      for (const match of (text.textContent ?? '').matchAll(money)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const box = range.getBoundingClientRect();
        if (shown(box)) amounts.push({ text: match[0], box });
      }
    }

    const scrolling = [main, ...main.querySelectorAll('*')]
      .filter((element) => {
        const style = getComputedStyle(element);
        if (style.display === 'none' || style.position === 'absolute') return false;
        return element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0;
      })
      .map(
        (element) =>
          `${name(element)}.${String(element.className)}: ${element.scrollWidth} in ${element.clientWidth}`,
      );

    return {
      buttons: buttons.filter((button) => outside(button.getBoundingClientRect())).map(name),
      amounts: amounts.filter(({ box }) => outside(box)).map(({ text }) => text),
      scrolling: scrolling.slice(0, 5),
      buttonCount: buttons.length,
      amountCount: amounts.length,
    };
  });
}

async function expectFitsPhone(page: Page, step: string): Promise<number> {
  const found = await offScreen(page);
  expect(found.buttons, `buttons off the screen: ${step}`).toEqual([]);
  expect(found.amounts, `amounts off the screen: ${step}`).toEqual([]);
  expect(found.scrolling, `boxes in main scrolling sideways: ${step}`).toEqual([]);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
    `the page scrolls sideways: ${step}`,
  ).toBeLessThanOrEqual(0);
  expect(found.buttonCount, `buttons looked at: ${step}`).toBeGreaterThan(0);
  return found.amountCount;
}

/** The tab's loaded state: its headings shown, nothing loading, the to-do list answered. */
async function openTab(page: Page, tab: PanelTab, language: 'en' | 'pl'): Promise<void> {
  await page.getByRole('tab', { name: panelTabNames[tab][language] }).click();
  const panel = page.getByRole('tabpanel', { name: panelTabNames[tab][language] });
  await expect(panel.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(panel.locator('.loading-state')).toHaveCount(0);
  await expect(page.locator('.to-do .loading-state')).toHaveCount(0);
  await expectSettled(page);
}

async function checkTabs(
  page: Page,
  language: 'en' | 'pl',
  list: readonly PanelTab[],
): Promise<void> {
  await seedResidentSession(page);
  await page.goto(`./#/panel?tab=${list[0]}`);
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  for (const tab of list) {
    await openTab(page, tab, language);
    const amounts = await expectFitsPhone(page, `${tab} ${language}`);
    // The fees tab is where the amounts are: the check must have found some there.
    if (tab === 'fees') expect(amounts, `amounts looked at: fees ${language}`).toBeGreaterThan(0);
    await expectNoAxeViolations(page, `${tab} ${language}`, wcag22Tags);
  }
}

for (const language of ['en', 'pl'] as const) {
  test.describe(`the panel at 390 px (${language})`, () => {
    test.use({ viewport: phone, locale: language === 'pl' ? 'pl-PL' : 'en-GB' });

    test(`every tab but Fees: buttons on screen, nothing scrolls sideways, axe (WCAG 2.2) clean`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await checkTabs(
        page,
        language,
        panelTabs.filter((tab) => tab !== 'fees'),
      );
    });

    test(`Fees: buttons and amounts on screen, nothing scrolls sideways, axe (WCAG 2.2) clean`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await checkTabs(page, language, ['fees']);
    });
  });
}

test.describe('the hotel booking at 390 px', () => {
  test.use({ viewport: phone });

  test('the rooms as cards: buttons and amounts on screen, nothing scrolls sideways, axe (WCAG 2.2) clean, in en and pl', async ({
    page,
  }) => {
    await page.goto('./#/hotel-reservation?id=a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d');
    await waitForApp(page);
    await page.getByRole('textbox', { name: /^verification code/i }).fill('482913');
    await page.getByRole('button', { name: /^sign in$/i }).click();
    const rooms = page.getByRole('table', { name: /^rooms in this reservation/i });
    await expect(rooms).toBeVisible();
    await expectSettled(page);
    await inBothLanguages(page, async (language) => {
      await expect(
        page.getByRole('button', { name: language === 'en' ? 'Accept' : /^(za)?akceptuj$/i }),
      ).toBeVisible();
      const amounts = await expectFitsPhone(page, `hotel booking ${language}`);
      // The booking's charge and each room's.
      expect(amounts, `amounts looked at: hotel ${language}`).toBeGreaterThanOrEqual(3);
      // The dormitory's address put its postal code across two lines here ("00-|631").
      expect(await wordsBrokenInside(page), `hotel facts ${language}`).toEqual([]);
      await expectNoAxeViolations(page, `hotel booking ${language}`, wcag22Tags);
    });
  });
});
