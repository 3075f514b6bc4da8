import type { Page } from '@playwright/test';
import {
  expect,
  openRoute,
  seedResidentSession,
  seedRodoAgreement,
  switchLanguage,
  test,
} from './fixtures';

// Fault tolerance (issue 7): the demo API fails on purpose (src/mocks/handlers/faults.ts) in each
// way a real network does. Every screen must then say so in the person's language, offer a way to
// retry, never go blank, keep what was typed, and never send a POST twice by itself.
const modes = ['offline', 'stall', '500', 'malformed', 'empty'] as const;
type Mode = (typeof modes)[number];
type Fault = { mode: Mode; path: string; method?: string };

/** The demo build's time-out is 8 s (.env.demo); a stall has to outlast it. */
test.describe.configure({ timeout: 60_000 });

async function startWithFault(page: Page, fault: Fault, language: 'en' | 'pl' = 'en') {
  await openRoute(page, '/accessibility'); // calls no API
  await switchLanguage(page, language);
  await page.evaluate(
    (value) => sessionStorage.setItem('demo-api:fault', JSON.stringify(value)),
    fault,
  );
}

async function clearFault(page: Page) {
  await page.evaluate(() => sessionStorage.removeItem('demo-api:fault'));
}

async function goTo(page: Page, route: string) {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${route}`);
}

function countRequests(page: Page, method: string, pathPart: string) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && request.url().includes(pathPart)) seen.push(request.url());
  });
  return seen;
}

const failureTimeout = 15_000;

const panelTabs = [
  { tab: 'applications', path: '/app/panel/applications$', name: /^applications$/i },
  { tab: 'documents', path: '/app/panel/documents$', name: /^documents$/i },
  { tab: 'fees', path: '/app/panel/fees/', name: /^fees$/i },
  { tab: 'internet', path: '/app/panel/network/', name: /^internet$/i },
];

for (const mode of modes) {
  test.describe(`API ${mode}`, () => {
    test(`main page: periods fail with a message and a retry, the page stays`, async ({ page }) => {
      await startWithFault(page, { mode, path: '/app/periods$' });
      await goTo(page, '/');
      const alert = page
        .getByRole('alert')
        .filter({ hasText: /application periods could not be loaded/i });
      await expect(alert).toBeVisible({ timeout: failureTimeout });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await clearFault(page);
      await alert.getByRole('button', { name: /^try again$/i }).click();
      await expect(page.getByText('Doctoral students')).toBeVisible();
      await expect(alert).toBeHidden();
    });

    for (const { tab, path, name } of panelTabs) {
      test(`panel: the ${tab} tab fails with a message and a retry`, async ({ page }) => {
        await seedResidentSession(page);
        await startWithFault(page, { mode, path });
        await goTo(page, `/panel?tab=${tab}`);
        const panel = page.getByRole('tabpanel', { name });
        const retry = panel.getByRole('button', { name: /^try again$/i });
        await expect(retry).toBeVisible({ timeout: failureTimeout });
        await expect(panel.getByText(/could not be loaded/i).first()).toBeVisible();
        await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
        await clearFault(page);
        await retry.click();
        await expect(retry).toHaveCount(0);
        await expect(panel.getByRole('heading').first()).toBeVisible();
      });
    }
  });
}

// Writes: no response ('offline', 'stall') or an error status; the form must keep its values and
// the POST must go out once per press, however fast the presses come.
for (const mode of ['offline', 'stall', '500'] as const) {
  test.describe(`API ${mode} on a form`, () => {
    test('guest verification keeps the data and sends one request per attempt', async ({
      page,
    }) => {
      const uuid = '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
      const posts = countRequests(page, 'POST', '/verify');
      await startWithFault(page, { mode, path: '/app/guest/.*/verify$', method: 'POST' }, 'pl');
      await goTo(page, `/guest?uuid=${uuid}`);
      await page.getByLabel(/^imię/i).fill('Maria');
      await page.getByLabel(/^nazwisko/i).fill('Wiśniewska');
      await page.getByLabel(/^pesel/i).fill('02211307589');
      await page.getByRole('button', { name: /^zatwierdź/i }).dblclick();
      await expect(page.getByText(/nie udało się sprawdzić twoich danych/i)).toBeVisible({
        timeout: failureTimeout,
      });
      expect(posts).toHaveLength(1);
      await expect(page.getByLabel(/^imię/i)).toHaveValue('Maria');
      await expect(page.getByLabel(/^pesel/i)).toHaveValue('02211307589');
      await clearFault(page);
      await page.getByRole('button', { name: /^zatwierdź/i }).click();
      await expect(page.getByText(/twoje dane zostały zweryfikowane/i)).toBeVisible();
      expect(posts).toHaveLength(2);
    });

    test('hotel sign-in keeps the code and sends one request per attempt', async ({ page }) => {
      const id = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
      const posts = countRequests(page, 'POST', '/sign-in');
      await startWithFault(page, { mode, path: '/app/hotel/.*/sign-in$', method: 'POST' });
      await goTo(page, `/hotel-reservation?id=${id}`);
      await page.getByLabel(/^verification code/i).fill('482913');
      await page.getByRole('button', { name: /^sign in$/i }).dblclick();
      await expect(page.getByText(/the code could not be checked/i)).toBeVisible({
        timeout: failureTimeout,
      });
      expect(posts).toHaveLength(1);
      await expect(page.getByLabel(/^verification code/i)).toHaveValue('482913');
      await clearFault(page);
      await page.getByRole('button', { name: /^sign in$/i }).click();
      await expect(page.getByRole('heading', { name: /booking details/i })).toBeVisible();
      expect(posts).toHaveLength(2);
    });
  });
}

for (const mode of modes) {
  test(`registration: lists failing to load (${mode}) say so, keep the typed data, and retry`, async ({
    page,
  }) => {
    await seedRodoAgreement(page);
    await startWithFault(page, { mode, path: '/app/dictionaries/universities$' });
    await goTo(page, '/register');
    await page.getByLabel(/^first name/i).fill('Zofia');
    const alert = page.getByRole('alert').filter({ hasText: /could not be loaded/i });
    await expect(alert).toBeVisible({ timeout: failureTimeout });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await clearFault(page);
    await alert.getByRole('button', { name: /^try again$/i }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByLabel(/^first name/i)).toHaveValue('Zofia');
  });
}
