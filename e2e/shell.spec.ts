import {
  expect,
  expectNoAxeViolations,
  openRoute,
  seedResidentSession,
  test,
  switchLanguage,
} from './fixtures';

const routes: { route: string; en: RegExp; pl: RegExp }[] = [
  { route: '/', en: /student dormitories/i, pl: /domy studenckie/i },
  { route: '/rodo', en: /personal data/i, pl: /danych osobowych/i },
  { route: '/register', en: /^registration$/i, pl: /^rejestracja$/i },
  { route: '/panel', en: /^resident panel$/i, pl: /^panel mieszkańca$/i },
  { route: '/guest', en: /^guest verification$/i, pl: /^weryfikacja gościa$/i },
  { route: '/guest-agreement', en: /^guest verification$/i, pl: /^weryfikacja gościa$/i },
  { route: '/hotel-reservation', en: /^hotel booking$/i, pl: /^rezerwacja hotelowa$/i },
  { route: '/place-request', en: /^dormitory place application$/i, pl: /^wniosek o miejsce/i },
  { route: '/accessibility', en: /accessibility statement/i, pl: /deklaracja dostępności/i },
  { route: '/login', en: /^signing in$/i, pl: /^logowanie$/i },
];

test.describe('every route renders its screen', () => {
  for (const { route, en, pl } of routes) {
    for (const [language, heading] of [
      ['en', en],
      ['pl', pl],
    ] as const) {
      test(`${route} shows its heading and title in ${language}`, async ({ page }) => {
        // The panel is for signed-in residents (signed-out visitors go to sign-on: auth/panel specs).
        if (route === '/panel') await seedResidentSession(page);
        await openRoute(page, route);
        await switchLanguage(page, language);
        await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
        await expect(page).toHaveTitle(
          language === 'pl' ? /domy studenckie/i : /student dormitories/i,
        );
        await expect(page.locator('body')).not.toHaveClass(/not-found/);
      });
    }
  }

  test('an unknown path shows the not-found screen with its class, removed on leaving', async ({
    page,
  }) => {
    await page.goto('./#/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: /page not found/i })).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/not-found/);
    await page.getByRole('link', { name: /go to the main page/i }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: /student dormitories/i }),
    ).toBeVisible();
    await expect(page.locator('body')).not.toHaveClass(/not-found/);
  });
});

test.describe('language', () => {
  for (const [locale, expected] of [
    ['pl-PL', 'pl'],
    ['en-GB', 'en'],
    ['de-DE', 'en'],
  ] as const) {
    test.describe(`browser set to ${locale}`, () => {
      test.use({ locale });
      test(`gets ${expected}`, async ({ page }) => {
        await openRoute(page, '/');
        await expect(page.locator('html')).toHaveAttribute('lang', expected);
        const title = expected === 'pl' ? /domy studenckie/i : /student dormitories/i;
        await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
      });
    });
  }

  test('only the active language is downloaded', async ({ page }) => {
    const localeRequests: string[] = [];
    page.on('request', (request) => {
      const match = /assets\/locale-(\w+)-/.exec(request.url());
      if (match?.[1]) localeRequests.push(match[1]);
    });
    await openRoute(page, '/');
    await switchLanguage(page, 'pl');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    localeRequests.length = 0;
    await openRoute(page, '/accessibility');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/deklaracja dostępności/i);
    expect(localeRequests.length).toBeGreaterThan(0);
    expect(new Set(localeRequests)).toEqual(new Set(['pl']));
  });

  test('the switch changes language without a reload and is remembered', async ({ page }) => {
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
  });
});

test('the footer of a local build shows "lokalna" and the current year', async ({ page }) => {
  await openRoute(page, '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('lokalna');
  await expect(footer).toContainText(String(new Date().getFullYear()));
});

test.describe('accessibility of every route (axe, WCAG 2.1 A and AA)', () => {
  for (const language of ['en', 'pl'] as const) {
    for (const { route } of [...routes, { route: '/no-such-page' }]) {
      test(`${route} in ${language}`, async ({ page }) => {
        if (route === '/panel') await seedResidentSession(page);
        await openRoute(page, route);
        await switchLanguage(page, language);
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page, `${route} ${language}`);
      });
    }
  }
});
