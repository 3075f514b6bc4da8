import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  chooseDemoAccount,
  expect,
  openRoute,
  seedRodoAgreement,
  test,
  waitForApp,
} from './fixtures';
import { panelTabNames, panelTabs } from './panel-tabs';

// Issue 35: a Polish screen shows no English word anywhere in the demo, the demo's university
// login page and its PDFs included. One walk, one page load per screen, in a Polish browser.

test.use({ locale: 'pl-PL' });

/**
 * Common English words that are no Polish words (so "to", "on", "a", "internet", "hotel",
 * "student", "portal", "link" are left out), and the words of the portal's own English.
 */
const englishWords = [
  'the',
  'and',
  'you',
  'your',
  'with',
  'for',
  'of',
  'is',
  'are',
  'not',
  'this',
  'that',
  'from',
  'have',
  'has',
  'will',
  'please',
  'error',
  'click',
  'sign',
  'signed',
  'password',
  'page',
  'back',
  'cancel',
  'continue',
  'submit',
  'next',
  'loading',
  'download',
  'choose',
  'enter',
  'booking',
  'reservation',
  'declaration',
  'annex',
  'charges',
  'payment',
  'payments',
  'fees',
  'document',
  'documents',
  'due',
  'paid',
  'room',
  'rooms',
  'arrival',
  'guest',
  'university',
  'dormitory',
  'office',
  'application',
  'registration',
  'invoice',
  'network',
  'sign-on',
  'awaiting',
  'signature',
  'concluded',
  'sent',
  'period',
  'sample',
];
const english = new RegExp(
  `(?<![\\p{L}\\p{N}])(${englishWords.join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);

/** The English words in a text, each with a little of what surrounds it. */
function englishIn(text: string): string[] {
  return [...text.matchAll(english)].map(
    (match) => `“${match[0]}” in “${text.slice(Math.max(0, match.index - 30), match.index + 30)}”`,
  );
}

/**
 * What a person reads or hears on the page: its visible text, the title, and the names and hints
 * of controls and images. Text marked as another language (the switch's "English") is left out.
 */
async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const foreign = [...document.querySelectorAll('[lang]')].filter(
      (element) => !element.getAttribute('lang')?.startsWith('pl'),
    );
    const hidden = foreign.map((element) => {
      const before = (element as HTMLElement).style.display;
      (element as HTMLElement).style.display = 'none';
      return () => ((element as HTMLElement).style.display = before);
    });
    const attributes = [...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')]
      .filter((element) => !foreign.some((outside) => outside.contains(element)))
      .flatMap((element) =>
        ['aria-label', 'title', 'placeholder', 'alt'].map(
          (name) => element.getAttribute(name) ?? '',
        ),
      );
    const text = [document.title, document.body.innerText, ...attributes].join('\n');
    hidden.forEach((restore) => restore());
    return text;
  });
}

async function expectPolish(page: Page, screen: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  expect([screen, englishIn(await pageWords(page))]).toEqual([screen, []]);
}

test('every screen of the demo, in Polish, has no English word', async ({ page }) => {
  test.setTimeout(180_000);
  // The main page, then the demo university login it sends to, then the resident panel.
  await openRoute(page, '/');
  await expectPolish(page, 'main page');
  await page.getByRole('button', { name: 'Zaloguj się do panelu mieszkańca' }).click();
  await page.waitForURL(/demo-sso\.html/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectPolish(page, 'demo university login');
  await chooseDemoAccount(page, 'jkowalski');
  for (const tab of panelTabs) {
    await page.getByRole('tab', { name: panelTabNames[tab].pl }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading').first()).toBeVisible();
    await expect(page.locator('.loading-state, [aria-busy="true"]')).toHaveCount(0);
    await expectPolish(page, `panel: ${tab}`);
    if (tab === 'documents') {
      // The PDF's name and its text are Polish too.
      const download = page.waitForEvent('download');
      await panel
        .getByRole('button', { name: /^Pobierz PDF deklaracji/ })
        .first()
        .click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^deklaracja-D-\d{4}-\d{5}\.pdf$/);
      const pdf = (await readFile(await file.path())).toString('latin1');
      const shown = [...pdf.matchAll(/\(((?:[^()\\]|\\.)*)\) Tj/g)].map((match) => match[1]);
      expect(shown.length).toBeGreaterThan(2);
      expect(['PDF', englishIn(`${file.suggestedFilename()}\n${shown.join('\n')}`)]).toEqual([
        'PDF',
        [],
      ]);
    }
  }
  await page
    .getByRole('button', { name: /czas przyjazdu/i })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectPolish(page, 'arrival time dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Anuluj' }).click();
  // Signing out ends on the demo login's "signed out" page.
  await page.getByRole('button', { name: 'Wyloguj się' }).first().click();
  await page.waitForURL(/demo-sso\.html\?.*action=logout/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectPolish(page, 'demo university login: signed out');
});

test('the forms and their messages, in Polish, have no English word', async ({ page }) => {
  test.setTimeout(180_000);
  await seedRodoAgreement(page);
  await openRoute(page, '/register');
  await page.getByRole('button', { name: 'Wyślij wniosek' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectPolish(page, 'registration form with its error summary');

  await openRoute(page, '/guest?uuid=6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b');
  await page.getByLabel('Imię').fill('Maria');
  await page.getByLabel('Nazwisko').fill('Wiśniewska');
  await page.getByLabel(/^PESEL/).fill('83071503434');
  await page.getByRole('button', { name: 'Zatwierdź' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectPolish(page, 'guest verification refused');

  await openRoute(page, '/hotel-reservation?id=a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d');
  await waitForApp(page);
  await page.getByLabel(/^Kod weryfikacyjny/).fill('000000');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByText(/nie zgadza się/).first()).toBeVisible();
  await expectPolish(page, 'hotel code refused');
  await page.getByLabel(/^Kod weryfikacyjny/).fill('482913');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.getByRole('button', { name: 'Akceptuj' }).click();
  await expect(page.getByRole('button', { name: 'Zatwierdź' })).toBeVisible();
  await expectPolish(page, 'hotel reservation, verification step');

  for (const [route, screen] of [
    ['/rodo', 'data-processing declarations'],
    ['/place-request', 'place application'],
    ['/accessibility', 'accessibility statement'],
    ['/login', 'sign-in return without an answer'],
    ['/no-such-page', 'not found'],
  ] as const) {
    await openRoute(page, route);
    await expect(page.locator('.loading-state, [aria-busy="true"]')).toHaveCount(0);
    await expectPolish(page, screen);
  }
});
