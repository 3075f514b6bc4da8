import type { Page } from '@playwright/test';
import { expect, openRoute, seedResidentSession, test, switchLanguage } from './fixtures';

// WCAG 1.4.10 Reflow: content at 320 CSS px wide without two-dimensional scrolling; 1.4.4: usable
// at 200% zoom (a 1280 px window at 200% is a 640 CSS px viewport with deviceScaleFactor 2).
const routes = [
  '/',
  '/rodo',
  '/register',
  '/place-request',
  '/panel',
  '/guest',
  '/hotel-reservation',
  '/accessibility',
  '/no-such-page',
];

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Elements wider than the viewport, excluding those inside a deliberately scrollable region. */
async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const offenders: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (element.closest('.table-wrap, dialog:not([open])')) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width > 0 && rect.right > width + 1) {
        offenders.push(
          `${element.tagName.toLowerCase()}.${String(element.className)}`.slice(0, 80),
        );
      }
    }
    return offenders.slice(0, 5);
  });
}

for (const language of ['en', 'pl'] as const) {
  test.describe(`reflow in ${language}`, () => {
    test.use({ viewport: { width: 320, height: 640 } });
    for (const route of routes) {
      test(`${route} fits 320 px without horizontal scrolling`, async ({ page }) => {
        if (route.startsWith('/panel')) await seedResidentSession(page);
        await openRoute(page, route);
        await switchLanguage(page, language);
        await page.waitForLoadState('networkidle');
        expect(await overflowingElements(page)).toEqual([]);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      });
    }
  });
}

test.describe('200% zoom', () => {
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
  for (const route of routes) {
    test(`${route} stays usable`, async ({ page }) => {
      if (route.startsWith('/panel')) await seedResidentSession(page);
      await openRoute(page, route);
      await page.waitForLoadState('networkidle');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // The header's controls and the main heading stay reachable and visible.
      await expect(page.getByRole('button', { name: 'Polski', exact: true })).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: /skip to main content/i })).toBeFocused();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});
