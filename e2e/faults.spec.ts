import type { Page } from '@playwright/test';
import {
  clearDemoApiFault,
  expect,
  expectNoAxeViolations,
  openAsResident,
  openRoute,
  setDemoApiFault,
  switchLanguage,
  test,
} from './fixtures';

// What only a browser shows about faults. The full matrix (every call x offline, time-out, 500,
// malformed, empty, with exact sentences in en and pl) is in component tests:
// src/features/*/**-faults.test.tsx (src/testing/fault-matrix.tsx) and the screens' own tests.
const sentences = {
  offline: {
    en: 'The server could not be reached. Check your internet connection and try again.',
    pl: 'Nie udało się połączyć z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.',
  },
  timeout: {
    en: 'The server did not answer in time. Try again in a moment.',
    pl: 'Serwer nie odpowiedział na czas. Spróbuj ponownie za chwilę.',
  },
  server: {
    en: 'The server ran into a problem. Try again in a moment; if it keeps happening, contact the Student Housing Office.',
    pl: 'Na serwerze wystąpił problem. Spróbuj ponownie za chwilę; jeśli problem się powtarza, skontaktuj się z Działem Spraw Bytowych.',
  },
  badResponse: {
    en: "The server's answer could not be read. Try again in a moment.",
    pl: 'Nie udało się odczytać odpowiedzi serwera. Spróbuj ponownie za chwilę.',
  },
} as const;

const polishGuest = '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const hotelId = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const tryAgain = (page: Page) =>
  page.getByRole('button', { name: /^(try again|spróbuj ponownie)$/i });

async function goTo(page: Page, route: string) {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${route}`);
}

/** Requests to the demo API whose path matches, as the browser sends them. */
function countRequests(page: Page, method: string, path: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === method && url.pathname.includes('/api/') && path.test(url.pathname))
      seen.push(url.pathname);
  });
  return seen;
}

test.describe('the browser itself offline', () => {
  test('opening a screen whose code is not loaded yet says so, and works once back online', async ({
    page,
    context,
  }) => {
    await openRoute(page, '/accessibility');
    await context.setOffline(true);
    await goTo(page, `/hotel-reservation?id=${hotelId}`);
    await expect(page.getByRole('alert')).toContainText(sentences.offline.en);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await context.setOffline(false);
    // The screen's own way to try again must work: no reload.
    await tryAgain(page).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /hotel reservation/i })).toBeVisible();
    await expect(page.getByLabel(/^verification code/i)).toBeVisible();
  });
});

test.describe('signing in offline (issue 33)', () => {
  test('stays in the portal and says the university login needs a connection, en and pl', async ({
    page,
    context,
  }) => {
    await openRoute(page, '/');
    const start = page.url();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Sign in to the resident panel' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
    await expect(notice).toContainText(
      'Signing in needs a connection: the university login is on the internet.',
    );
    await expect(page.locator('.offline-notice')).toBeFocused();
    expect(page.url()).toBe(start);
    await expectNoAxeViolations(page, 'sign-in offline en');
    // The demo build keeps no copy of the other language's words offline (the production
    // build's worker does): switch while online.
    await context.setOffline(false);
    await switchLanguage(page, 'pl');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Zaloguj się do panelu mieszkańca' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Brak połączenia' })).toContainText(
      'Logowanie wymaga połączenia z internetem',
    );
    expect(page.url()).toBe(start);
    await expectNoAxeViolations(page, 'sign-in offline pl');
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'Brak połączenia' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Zaloguj się do panelu mieszkańca' }).click();
    await page.waitForURL(/demo-sso\.html/);
  });
});

test.describe('the demo API failing', () => {
  test('a stalled answer is given up after the time-out (2 s here) and said so; Try again works', async ({
    page,
  }) => {
    await openRoute(page, '/accessibility');
    await switchLanguage(page, 'en');
    // The demo build honours a per-page time-out (src/shared/config/env.ts, demo builds only),
    // read when the app starts: set it, then load the main page anew.
    await page.evaluate(() => sessionStorage.setItem('demo-api:timeout-ms', '2000'));
    await setDemoApiFault(page, { mode: 'stall', path: '/app/periods$', method: 'GET' });
    await page.goto('about:blank'); // the same tab keeps its sessionStorage
    // Timed from the request, not the navigation: how fast the app starts is not the point here.
    const requested = page.waitForRequest((request) => /\/app\/periods$/.test(request.url()));
    await page.goto('./#/');
    await requested;
    const started = Date.now();
    const alert = page.getByRole('alert').filter({ hasText: 'application periods' });
    await expect(alert).toContainText(sentences.timeout.en, { timeout: 10_000 });
    expect(Date.now() - started, 'given up by the client, not by the test').toBeLessThan(6_000);
    await clearDemoApiFault(page);
    await alert.getByRole('button', { name: /^try again$/i }).click();
    await expect(page.getByText('Doctoral students', { exact: true })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test('a 500 on a write: one request for a double click, the exact message in en then pl, typed data kept, and a retry that works', async ({
    page,
  }) => {
    await openRoute(page, '/accessibility');
    await switchLanguage(page, 'en');
    const sent = countRequests(page, 'POST', /\/app\/guest\/[^/]+\/verify$/);
    await setDemoApiFault(page, { mode: '500', path: '/app/guest/[^/]+/verify$', method: 'POST' });
    await goTo(page, `/guest?uuid=${polishGuest}`);
    await page.getByLabel(/^first name/i).fill('Maria');
    await page.getByLabel(/^last name/i).fill('Wiśniewska');
    await page.getByLabel(/^pesel/i).fill('02211307589');
    await page.getByRole('button', { name: /^approve/i }).dblclick();
    await expect(page.getByRole('alert').filter({ hasText: sentences.server.en })).toBeVisible();
    expect(sent, 'requests for one double click').toHaveLength(1);
    await switchLanguage(page, 'pl');
    await expect(page.getByRole('alert').filter({ hasText: sentences.server.pl })).toBeVisible();
    await expect(page.getByText(sentences.server.en)).toHaveCount(0);
    await switchLanguage(page, 'en');
    await expect(page.getByLabel(/^pesel/i)).toHaveValue('02211307589');
    await clearDemoApiFault(page);
    await page.getByRole('button', { name: /^approve/i }).click();
    await expect(page.getByText(/your data have been verified/i)).toBeVisible();
    expect(sent, 'requests after one retry').toHaveLength(2);
  });

  test('a malformed answer (a cut JSON body) is not shown as data: said so, and Try again loads', async ({
    page,
  }) => {
    await openAsResident(page, '/accessibility');
    await switchLanguage(page, 'en');
    await setDemoApiFault(page, {
      mode: 'malformed',
      path: '/app/panel/fees/charges$',
      method: 'GET',
    });
    await goTo(page, '/panel?tab=fees');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('alert')).toContainText(
      `Fees could not be loaded.${sentences.badResponse.en}`,
    );
    await expect(panel).not.toContainText(/undefined|NaN|\[object/);
    await clearDemoApiFault(page);
    await tryAgain(page).first().click();
    await expect(panel.getByRole('heading', { name: /^charges$/i }).first()).toBeVisible();
    await expect(tryAgain(page)).toHaveCount(0);
  });
});
