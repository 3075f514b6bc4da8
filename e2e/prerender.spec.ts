import { expect, test, type Page } from '@playwright/test';

// index.html carries the shell and the main page prerendered in both languages
// (build/prerender.ts); a head script (src/app/prepaint.ts) shows the right copy before any
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

  test("registration's gate and a booking's code step paint their own text", async ({ page }) => {
    await blockAppCode(page);
    await page.goto('./#/register');
    await expect(page.locator('.prepaint[lang="en"] h1:visible')).toHaveText('Registration');
    await page.goto('about:blank'); // a new document: a hash change alone runs no head script
    await page.goto(`./#/hotel-reservation?id=${bookingId}`);
    await expect(page.locator('.prepaint[lang="en"] h1:visible')).toHaveText('Hotel booking');
    await expect(page.locator('.prepaint[lang="en"] h1:visible')).toHaveCount(1);
  });
});

for (const { route, heading } of [
  { route: '/', heading: 'Student dormitories' },
  { route: '/register', heading: 'Registration' },
  { route: `/hotel-reservation?id=${bookingId}`, heading: 'Hotel booking' },
]) {
  test(`the app replaces the prerendered ${route} without moving it`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
      Object.assign(window, { layoutShifts: shifts });
    });
    await page.goto(`./#${route}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('.prepaint')).toHaveCount(0);
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
    );
    expect(shifts.reduce((total, value) => total + value, 0)).toBeLessThan(0.01);
  });
}
