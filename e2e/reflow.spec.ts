import {
  expect,
  expectReflows,
  inBothLanguages,
  openRoute,
  switchLanguage,
  test,
  wordsBrokenInside,
} from './fixtures';

// WCAG 1.4.10 Reflow: content at 320 CSS px wide without two-dimensional scrolling. Each screen as
// it opens, at 320 px and at 200% zoom: e2e/screens.spec.ts. Here the later steps of two flows.
const guestLink = '/guest?uuid=6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const hotelLink = '/hotel-reservation?id=a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

// The guest and hotel steps at 320 px, in both languages (labels differ; the steps do not).
const steps = {
  en: {
    firstName: /^first name/i,
    lastName: /^last name/i,
    approve: /^approve/i,
    agree: /i have read and accept/i,
    acceptTerms: /^accept the terms/i,
    accepted: /you accepted the terms/i,
    code: /^verification code/i,
    signIn: /^sign in$/i,
    details: /reservation details/i,
    accept: /^accept$/i,
    verification: /confirm your reservation/i,
  },
  pl: {
    firstName: /^imię/i,
    lastName: /^nazwisko/i,
    approve: /^zatwierdź/i,
    agree: /^znam i akceptuję warunki pobytu/i,
    acceptTerms: /^akceptuję warunki$/i,
    accepted: /zostały zaakceptowane/i,
    code: /^kod weryfikacyjny/i,
    signIn: /^zaloguj się$/i,
    details: /szczegóły rezerwacji/i,
    accept: /^akceptuj$/i,
    verification: /potwierdź rezerwację/i,
  },
} as const;

// Each flow walked once in English; every step reflows in English, then in Polish (the longer
// words) after the header's switch, once that language's words are on the screen.
test.describe('guest and hotel steps at 320 px in en and pl', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('guest: the form with its errors, the result and the accepted terms', async ({ page }) => {
    const w = steps.en;
    await openRoute(page, guestLink);
    await switchLanguage(page, 'en');
    await page.getByRole('button', { name: w.approve }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await inBothLanguages(page, async (language) => {
      await expect(page.getByRole('button', { name: steps[language].approve })).toBeVisible();
      await expectReflows(page, `guest form with errors ${language}`);
    });
    await page.getByLabel(w.firstName).fill('Maria');
    await page.getByLabel(w.lastName).fill('Wiśniewska');
    await page.getByLabel(/^pesel/i).fill('02211307589');
    await page.getByRole('button', { name: w.approve }).click();
    await expect(page.getByRole('checkbox', { name: w.agree })).toBeVisible();
    await inBothLanguages(page, async (language) => {
      await expect(page.getByRole('checkbox', { name: steps[language].agree })).toBeVisible();
      await expectReflows(page, `guest verified ${language}`);
    });
    await page.getByRole('checkbox', { name: w.agree }).check();
    await page.getByRole('button', { name: w.acceptTerms }).click();
    await inBothLanguages(page, async (language) => {
      await expect(page.getByText(steps[language].accepted)).toBeVisible();
      await expectReflows(page, `guest terms accepted ${language}`);
    });
  });

  test('hotel: sign-in, details, the verification step and the result', async ({ page }) => {
    const w = steps.en;
    await openRoute(page, hotelLink);
    await switchLanguage(page, 'en');
    await inBothLanguages(page, async (language) => {
      await expect(page.getByRole('button', { name: steps[language].signIn })).toBeVisible();
      await expectReflows(page, `hotel sign-in ${language}`);
    });
    await page.getByLabel(w.code).fill('482913');
    await page.getByRole('button', { name: w.signIn }).click();
    await inBothLanguages(page, async (language) => {
      await expect(page.getByRole('heading', { name: steps[language].details })).toBeVisible();
      await expectReflows(page, `hotel details ${language}`);
    });
    await page.getByRole('button', { name: w.accept }).click();
    await inBothLanguages(page, async (language) => {
      await expect(page.getByRole('heading', { name: steps[language].verification })).toBeVisible();
      await expectReflows(page, `hotel verification ${language}`);
    });
  });
});

// The statement's dates sat in a column one character wide at 320 px ("2|2|/|1|1|/…" down the
// page) while the long terms beside them took the rest of the width.
test.describe('accessibility statement at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('its dates and terms keep each word whole, in en and pl', async ({ page }) => {
    await openRoute(page, '/accessibility');
    await inBothLanguages(page, async (language) => {
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: language === 'pl' ? /deklaracja dostępności/i : /accessibility statement/i,
        }),
      ).toBeVisible();
      expect(await wordsBrokenInside(page), `statement ${language}`).toEqual([]);
    });
  });
});

// "Przeczytałem/przeczytałam" has no break opportunity: at 320 px the regulations dialog's
// button split it inside the word ("Przeczytałem/przeczy" | "tałam").
test.describe('campus regulations dialog at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('its close button keeps each word whole, in en and pl', async ({ page }) => {
    await openRoute(page, '/rodo');
    for (const language of ['en', 'pl'] as const) {
      await switchLanguage(page, language);
      await page
        .getByRole('button', {
          name: language === 'pl' ? /^przeczytaj regulamin/i : /^read the campus regulations/i,
        })
        .click();
      const close = page.getByRole('dialog').getByRole('button');
      await expect(close).toBeVisible();
      const broken = await close.evaluate((button) => {
        const found: string[] = [];
        const texts = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
        for (let text = texts.nextNode(); text; text = texts.nextNode()) {
          for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(text, match.index);
            range.setEnd(text, match.index + match[0].length);
            if (range.getClientRects().length > 1) found.push(match[0]);
          }
        }
        return found;
      });
      expect(broken, `dialog button ${language}`).toEqual([]);
      await close.click();
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  });
});
