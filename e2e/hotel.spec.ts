import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  expectNoPersonalData,
  expectShownAndAxeClean,
  inBothLanguages,
  pressOn,
  test,
  typeInto,
  waitForApp,
  wordsBrokenInside,
} from './fixtures';

// Demo bookings (src/mocks/db/hotel.ts, docs/demo.md).
const bookings = {
  toBeConfirmed: { id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', code: '482913' },
  confirmed: { id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e', code: '735204' },
  notRealized: { id: 'c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f', code: '190846' },
  acceptFails: { id: 'd4e5f6a7-b8c9-4d0e-9f1a-3b4c5d6e7f80', code: '561372' },
};

const t = {
  en: {
    heading: /hotel reservation/i,
    code: /^verification code/i,
    signIn: /^sign in/i,
    details: /reservation details/i,
    verification: /confirm your reservation/i,
    accept: /^accept$/i,
    approve: /^approve/i,
    back: /^back/i,
    verify: 'Verify your information and press the accept button to confirm your reservation',
    acceptSuccess: 'Successfully accepted reservation',
    acceptError: 'An error occurred during acceptance',
    notRealized: 'The reservation has been marked as not realized',
    confirmed: 'The reservation has been properly confirmed',
    mismatch: 'The verification code provided does not match the code sent by email.',
    charge: /PLN\s1,234\.50/,
    date: /\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}/,
    badLink: /this link is incomplete or damaged/i,
  },
  pl: {
    heading: /rezerwacja hotelowa/i,
    code: /^kod weryfikacyjny/i,
    signIn: /^zaloguj się/i,
    details: /szczegóły rezerwacji/i,
    verification: /potwierdź rezerwację/i,
    accept: /^akceptuj$/i,
    approve: /^zatwierdź/i,
    back: /^wstecz/i,
    verify: 'Sprawdź swoje dane i wybierz „Akceptuj”, aby potwierdzić rezerwację',
    acceptSuccess: 'Rezerwacja została zaakceptowana',
    acceptError: 'Nie udało się zaakceptować rezerwacji',
    notRealized: 'Rezerwacja została oznaczona jako niezrealizowana',
    confirmed: 'Rezerwacja została potwierdzona',
    mismatch: 'Ten kod nie zgadza się z kodem z wiadomości e-mail. Sprawdź go i wpisz ponownie.',
    charge: /1\s234,50\szł/,
    date: /\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}/,
    badLink: /ten link jest niepełny lub uszkodzony/i,
  },
} as const;

async function signIn(
  page: Page,
  booking: { id: string; code: string },
  m: (typeof t)['en' | 'pl'],
) {
  await page.goto(`./#/hotel-reservation?id=${booking.id}`);
  await waitForApp(page);
  await typeInto(page, page.getByLabel(m.code), booking.code);
  await pressOn(page, page.getByRole('button', { name: m.signIn }));
  await expect(page.getByRole('heading', { name: m.details })).toBeFocused();
}

// Each flow walked once, in English and with the keyboard; every state it reaches is checked in
// both languages (its sentence, then axe) through the header's switch. The Polish walk itself and
// the Polish browser locale are no longer repeated: the screen's texts and formats per language
// are hotel-screen.test.tsx's, and shell.spec.ts shows a pl-PL browser gets Polish.
test.describe('hotel booking', () => {
  // Whole flows with two axe scans per step: give them room on a busy 2-core machine.
  test.slow();

  test('wrong code, then details, Accept, Back, Accept, Approve — keyboard only, axe clean in en and pl', async ({
    page,
  }) => {
    const m = t.en;
    const { id, code } = bookings.toBeConfirmed;
    await page.goto(`./#/hotel-reservation?id=${id}`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: m.heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectShownAndAxeClean(page, 'hotel sign-in', (language) =>
      page.getByRole('heading', { level: 1, name: t[language].heading }),
    );

    await typeInto(page, page.getByLabel(m.code), '111111');
    await pressOn(page, page.getByRole('button', { name: m.signIn }));
    await expectShownAndAxeClean(page, 'hotel wrong code', (language) =>
      page.getByRole('alert').getByRole('link', { name: t[language].mismatch }),
    );

    await typeInto(page, page.getByLabel(m.code), code);
    await pressOn(page, page.getByRole('button', { name: m.signIn }));
    await expect(page.getByRole('heading', { name: m.details })).toBeFocused();
    expect(page.url()).not.toContain(code);
    const stored = await page.evaluate(() =>
      [window.sessionStorage, window.localStorage]
        .flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`))
        .join('\n'),
    );
    expect(stored).not.toContain(code);
    await inBothLanguages(page, async (language) => {
      const w = t[language];
      await expect(page.getByRole('status').filter({ hasText: w.verify })).toBeVisible();
      await expect(page.getByText(w.charge).first()).toBeVisible();
      await expect(page.getByRole('table')).toContainText(w.date);
      await expectNoAxeViolations(page, `hotel details ${language}`);
    });

    await pressOn(page, page.getByRole('button', { name: m.accept }));
    await expect(page.getByRole('heading', { name: m.verification })).toBeFocused();
    await expectShownAndAxeClean(page, 'hotel verification', (language) =>
      page.getByRole('heading', { name: t[language].verification }),
    );
    await pressOn(page, page.getByRole('button', { name: m.back }));
    await expect(page.getByRole('heading', { name: m.details })).toBeFocused();

    await pressOn(page, page.getByRole('button', { name: m.accept }));
    await pressOn(page, page.getByRole('button', { name: m.approve }));
    await inBothLanguages(page, async (language) => {
      const w = t[language];
      await expect(page.getByText(w.acceptSuccess)).toBeVisible();
      await expect(page.getByText(w.confirmed)).toHaveCount(0);
      await expect(page.getByRole('button', { name: w.accept })).toHaveCount(0);
      await expectNoAxeViolations(page, `hotel accepted ${language}`);
    });
    // The e-mailed code is kept in memory only: not in any storage, cookie or the address.
    await expectNoPersonalData(page, [code]);
  });

  test('an acceptance failure, a confirmed and a not realized booking, and a malformed link: their messages in en and pl, axe clean', async ({
    page,
  }) => {
    await signIn(page, bookings.acceptFails, t.en);
    await pressOn(page, page.getByRole('button', { name: t.en.accept }));
    await pressOn(page, page.getByRole('button', { name: t.en.approve }));
    await expectShownAndAxeClean(page, 'hotel accept error', (language) =>
      page.getByRole('alert').filter({ hasText: t[language].acceptError }),
    );

    for (const [booking, message] of [
      [bookings.confirmed, 'confirmed'],
      [bookings.notRealized, 'notRealized'],
    ] as const) {
      await signIn(page, booking, t.en);
      await inBothLanguages(page, async (language) => {
        await expect(page.getByText(t[language][message])).toBeVisible();
        await expect(page.getByRole('button', { name: t[language].accept })).toHaveCount(0);
        await expectNoAxeViolations(page, `hotel ${message} ${language}`);
      });
    }

    await page.goto('./#/hotel-reservation?id=123');
    await expectShownAndAxeClean(page, 'hotel bad link', (language) =>
      page.getByText(t[language].badLink),
    );
  });
});

test('booking details fit a 320 px wide screen (the rooms as cards, nothing scrolls sideways)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn(page, bookings.toBeConfirmed, t.en);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal scroll of the page').toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'hotel details 320px');
});

// A long Polish term ("Termin zakwaterowania") took the label column's whole width and left the
// values ~55 px: "1234,5|0 zł", "Akade|micki", "Katarz|yna" at 320 px; capped at half the width,
// the term itself must not break inside either ("zakwaterowani|a").
test.describe('booking facts at 320 px in Polish', () => {
  test.use({ locale: 'pl-PL', viewport: { width: 320, height: 640 } });

  test('each word and amount stays whole, in the details and the verification step', async ({
    page,
  }) => {
    await signIn(page, bookings.toBeConfirmed, t.pl);
    await expect(page.getByText(t.pl.verify)).toBeVisible();
    expect(await wordsBrokenInside(page), 'details').toEqual([]);
    await pressOn(page, page.getByRole('button', { name: t.pl.accept }));
    await expect(page.getByRole('heading', { name: t.pl.verification })).toBeFocused();
    expect(await wordsBrokenInside(page), 'verification').toEqual([]);
  });
});
