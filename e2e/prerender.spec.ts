import { expect, test, type Page } from '@playwright/test';

// index.html carries the shell and the main page prerendered in both languages
// (build/prerender.ts); a head script (src/app/prepaint.ts) shows the right copy before any
// module runs. These tests stop the app's own code to see what paints without it.
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
    await expect(page.locator('.prepaint[lang="pl"] h1')).toBeVisible();
    await expect(page.locator('.prepaint[lang="pl"] h1')).toHaveText('Domy studenckie');
    await expect(page.locator('.prepaint[lang="en"]')).toBeHidden();
    await context.close();
  });

  test('the chosen language wins over the browser language', async ({ page }) => {
    await page.goto('./robots.txt');
    await page.evaluate(() => window.localStorage.setItem('dormitory:language', 'pl'));
    await blockAppCode(page);
    await page.goto('./#/');
    await expect(page.locator('.prepaint[lang="pl"] h1')).toBeVisible();
    await expect(page.locator('.prepaint[lang="en"]')).toBeHidden();
  });

  test('another screen paints only the shell, not the main page text', async ({ page }) => {
    await blockAppCode(page);
    await page.goto('./#/register');
    await expect(page.locator('.prepaint[lang="en"] .site-header')).toBeVisible();
    await expect(page.locator('.prepaint[lang="en"] h1')).toBeHidden();
  });
});

test('the app replaces the prerendered page without moving it', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { layoutShifts: shifts });
  });
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Student dormitories');
  await expect(page.locator('.prepaint')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in to the resident panel' })).toBeEnabled();
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
  );
  expect(shifts.reduce((total, value) => total + value, 0)).toBeLessThan(0.01);
});
