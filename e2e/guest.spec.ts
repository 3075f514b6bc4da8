import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, tabTo, test } from './fixtures';

// Demo guests (src/mocks/db/guest.ts, docs/demo.md).
const polish = '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const foreign = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const forbidden = '2b3c4d5e-6f70-4182-93a4-b5c6d7e8f901';

async function typeInto(page: Page, target: Locator, value: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(value);
}

async function press(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

const jwt = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

/** Every address the page shows or requests during a test, to prove the token is in none. */
function collectUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

/** The guest token the page holds (sessionStorage), if any. */
async function heldGuestToken(page: Page): Promise<string | null> {
  const stored = await page.evaluate(() =>
    Object.keys(sessionStorage)
      .map((key) => sessionStorage.getItem(key) ?? '')
      .join('\n'),
  );
  return jwt.exec(stored)?.[0] ?? null;
}

async function expectTokenInNoUrl(page: Page, urls: string[], token: string | null) {
  const all = [...urls, page.url()];
  expect(
    all.filter((url) => jwt.test(url)),
    'a token in an address',
  ).toEqual([]);
  if (token) expect(all.filter((url) => url.includes(token))).toEqual([]);
}

async function noHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal scroll').toBeLessThanOrEqual(0);
}

const t = {
  en: {
    heading: /guest verification/i,
    firstName: /^first name/i,
    lastName: /^last name/i,
    pesel: /^pesel/i,
    foreigner: /i am a foreigner/i,
    documentType: /^document type/i,
    documentNumber: /^document number/i,
    approve: /^approve/i,
    mismatch: 'Filled data are mismatch with those passed on registration.',
    verified: /your data have been verified/i,
    agree: /i have read and accept/i,
    accept: /^accept the terms/i,
    accepted: /you accepted the terms of the guest stay on/i,
    badLink: /this link is not valid/i,
    missingLink: /needs your personal link/i,
    forbiddenDialog: /access denied/i,
    passport: 'Foreign passport',
  },
  pl: {
    heading: /weryfikacja gościa/i,
    firstName: /^imię/i,
    lastName: /^nazwisko/i,
    pesel: /^pesel/i,
    foreigner: /jestem cudzoziemcem/i,
    documentType: /^rodzaj dokumentu/i,
    documentNumber: /^numer dokumentu/i,
    approve: /^zatwierdź/i,
    mismatch: 'Wprowadzone dane nie zgadzają się z danymi podanymi podczas rejestracji.',
    verified: /twoje dane zostały zweryfikowane/i,
    agree: /akceptuję warunki pobytu gościa/i,
    accept: /^akceptuję warunki$/i,
    accepted: /warunki pobytu gościa zostały zaakceptowane/i,
    badLink: /ten link jest nieprawidłowy/i,
    missingLink: /wymaga twojego osobistego linku/i,
    forbiddenDialog: /brak dostępu/i,
    passport: 'Paszport zagraniczny',
  },
} as const;

for (const language of ['en', 'pl'] as const) {
  const m = t[language];
  test.describe(`guest verification (${language})`, () => {
    test.use({ locale: language === 'pl' ? 'pl-PL' : 'en-GB' });
    // Whole flows with an axe scan per step: give them room on a busy 2-core machine.
    test.slow();

    test('Polish guest: mismatch, then verified, then accepts the terms — keyboard only, axe clean', async ({
      page,
    }) => {
      await page.goto(`./#/guest?uuid=${polish}`);
      await expect(page.getByRole('heading', { level: 1, name: m.heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectNoAxeViolations(page, `guest form ${language}`);

      await typeInto(page, page.getByLabel(m.firstName), 'Maria');
      await typeInto(page, page.getByLabel(m.lastName), 'Wiśniewska');
      await typeInto(page, page.getByLabel(m.pesel), '44051401359');
      await press(page, page.getByRole('button', { name: m.approve }));
      await expect(page.getByRole('alert').filter({ hasText: m.mismatch })).toBeVisible();
      await expect(page.getByLabel(m.pesel)).toHaveValue('44051401359');
      await expectNoAxeViolations(page, `guest mismatch ${language}`);

      await typeInto(page, page.getByLabel(m.pesel), '02211307589');
      await press(page, page.getByRole('button', { name: m.approve }));
      const verified = page.getByRole('heading', { name: m.verified });
      await expect(verified).toBeFocused();
      expect(page.url()).not.toMatch(/eyJ/);
      await expect(page.locator('body')).not.toContainText('eyJ');
      await expectNoAxeViolations(page, `guest verified ${language}`);

      await press(page, page.getByRole('checkbox', { name: m.agree }), 'Space');
      await expect(page.getByRole('checkbox', { name: m.agree })).toBeChecked();
      await press(page, page.getByRole('button', { name: m.accept }));
      await expect(page.getByText(m.accepted)).toBeVisible();
      await expectNoAxeViolations(page, `guest accepted ${language}`);
    });

    test('foreign guest: document type and number, verified — keyboard only, axe clean', async ({
      page,
    }) => {
      const urls = collectUrls(page);
      await page.goto(`./#/guest-agreement?uuid=${foreign}`);
      await typeInto(page, page.getByLabel(m.firstName), 'Lukas');
      await typeInto(page, page.getByLabel(m.lastName), 'Schneider');
      await press(page, page.getByRole('checkbox', { name: m.foreigner }), 'Space');
      const type = page.getByLabel(m.documentType);
      await expect(type.getByRole('option', { name: m.passport })).toBeAttached();
      await tabTo(page, type);
      await page.keyboard.type(m.passport.slice(0, 4));
      await expect(type).toHaveValue('3');
      await typeInto(page, page.getByLabel(m.documentNumber), 'C01X 00T47');
      await expectNoAxeViolations(page, `guest foreigner form ${language}`);
      await press(page, page.getByRole('button', { name: m.approve }));
      await expect(page.getByRole('heading', { name: m.verified })).toBeVisible();
      await expect(page.getByText('DS Muszelka')).toBeVisible();
      await expectNoAxeViolations(page, `guest foreigner verified ${language}`);
      const token = await heldGuestToken(page);
      expect(token, 'the verified guest holds a token').not.toBeNull();
      await expectTokenInNoUrl(page, urls, token);
      await expect(page.locator('body')).not.toContainText(token ?? 'eyJ');
    });

    test('forbidden guest: the guest-forbidden dialog, closed with Escape', async ({ page }) => {
      const urls = collectUrls(page);
      const sentTokens: string[] = [];
      page.on('request', (request) => {
        const token = /^Bearer (\S+)$/.exec(request.headers().authorization ?? '')?.[1];
        if (token && request.url().includes('/app/guest/')) sentTokens.push(token);
      });
      await page.goto(`./#/guest?uuid=${forbidden}`);
      await typeInto(page, page.getByLabel(m.firstName), 'Tomasz');
      await typeInto(page, page.getByLabel(m.lastName), 'Lewandowski');
      await typeInto(page, page.getByLabel(m.pesel), '83071503434');
      await press(page, page.getByRole('button', { name: m.approve }));
      const dialog = page.getByRole('alertdialog', { name: m.forbiddenDialog });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page, `guest forbidden ${language}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(sentTokens, 'the verification carried a guest token').toHaveLength(1);
      await expectTokenInNoUrl(page, urls, sentTokens[0] ?? null);
    });

    test('a missing or malformed link is explained', async ({ page }) => {
      await page.goto('./#/guest');
      await expect(page.getByText(m.missingLink)).toBeVisible();
      await expectNoAxeViolations(page, `guest missing link ${language}`);
      await page.goto('./#/guest?uuid=not-a-uuid');
      await expect(page.getByText(m.badLink)).toBeVisible();
      await expectNoAxeViolations(page, `guest bad link ${language}`);
    });
  });
}

test('the guest form fits a 320 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`./#/guest?uuid=${foreign}`);
  await press(page, page.getByRole('checkbox', { name: t.en.foreigner }), 'Space');
  await expect(page.getByLabel(t.en.documentNumber)).toBeVisible();
  await noHorizontalScroll(page);
});
