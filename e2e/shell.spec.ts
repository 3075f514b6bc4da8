import { expect, openRoute, switchLanguage, test } from './fixtures';

// Every screen's heading, axe scan and reflow in both languages: e2e/screens.spec.ts. The language
// chosen from the browser's list: src/i18n/languages.test.ts; here, that a real Chromium set to
// Polish gets Polish.
test.describe('language', () => {
  test.describe('browser set to pl-PL', () => {
    test.use({ locale: 'pl-PL' });
    test('gets pl', async ({ page }) => {
      await openRoute(page, '/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
      await expect(page.getByRole('link', { name: /domy studenckie/i }).first()).toBeVisible();
    });

    // Polish typesetting: a one-letter word (a, i, o, u, w, z) is bound to the next one by a
    // no-break space, so no line ends with it (build/polish-typography.ts).
    for (const route of ['/', '/register']) {
      test(`no line of ${route} can end with a one-letter word`, async ({ page }) => {
        await openRoute(page, route);
        await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
        await expect(page.locator('.prepaint')).toHaveCount(0);
        const text = await page.locator('main').evaluate((main) => (main as HTMLElement).innerText);
        expect(text).toContain('o\u00a0');
        expect(text.match(/(?<![^\s(„"«])[aiouwzAIOUWZ] \S/g) ?? []).toEqual([]);
      });
    }
  });

  test('the switch changes language without a reload, is remembered, and only the active language is downloaded', async ({
    page,
  }) => {
    const localeRequests: string[] = [];
    page.on('request', (request) => {
      const match = /assets\/locale-(\w+)-/.exec(request.url());
      if (match?.[1]) localeRequests.push(match[1]);
    });
    await openRoute(page, '/');
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await switchLanguage(page, 'pl');
    await expect(page.getByRole('link', { name: /deklaracja dostępności/i })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(
      true,
    );
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    localeRequests.length = 0;
    await openRoute(page, '/accessibility');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/deklaracja dostępności/i);
    expect(localeRequests.length).toBeGreaterThan(0);
    expect(new Set(localeRequests)).toEqual(new Set(['pl']));
  });
});

// Forced colours (Windows High Contrast) paint the chosen language's white background in the
// header's own system colour: only bold text was left to tell which language is on.
test('in forced colours the chosen language stands out by more than bold text', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await openRoute(page, '/');
  const chosen = page.getByRole('button', { name: 'English', exact: true });
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  const header = await page
    .getByRole('banner')
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  const background = await chosen.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).not.toBe(header);
  expect(background).not.toMatch(/rgba\(.*, 0\)$/);
});

test('the footer of a local build shows "lokalna" and the current year', async ({ page }) => {
  await openRoute(page, '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('lokalna');
  await expect(footer).toContainText(String(new Date().getFullYear()));
});
