import { expect, expectNoAxeViolations, openRoute, switchLanguage, test } from './fixtures';

// The withdrawn demo guest (docs/demo.md): every guest call answers 403.
const forbiddenGuest = '/guest?uuid=2b3c4d5e-6f70-4182-93a4-b5c6d7e8f901';

for (const language of ['en', 'pl'] as const) {
  test(`the guest-forbidden dialog is modal, keyboard-usable and accessible (${language})`, async ({
    page,
  }) => {
    await openRoute(page, forbiddenGuest);
    await switchLanguage(page, language);
    const text = language === 'pl' ? /^imię/i : /^first name/i;
    await page.getByLabel(text).fill('Tomasz');
    await page.getByLabel(language === 'pl' ? /^nazwisko/i : /^last name/i).fill('Lewandowski');
    await page.getByLabel(/^pesel/i).fill('83071503434');
    const approve = page.getByRole('button', {
      name: language === 'pl' ? /^zatwierdź/i : /^approve/i,
    });
    await approve.click();

    const dialog = page.getByRole('alertdialog', {
      name: language === 'pl' ? /brak dostępu/i : /access denied/i,
    });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      language === 'pl' ? /jako gość nie masz uprawnień/i : /as a guest you are not allowed/i,
    );
    // Focus is inside the dialog and stays there; the page behind is inert.
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('dialog'))))
      .toBe(true);
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => {
          const active = document.activeElement;
          return !active || active === document.body || Boolean(active.closest('dialog'));
        }),
      ).toBe(true);
    }
    await expectNoAxeViolations(page, `guest-forbidden dialog ${language}`);

    // Escape closes it and focus returns to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(approve).toBeFocused();
  });
}
