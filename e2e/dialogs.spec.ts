import type { Page } from '@playwright/test';
import {
  clearDemoApiFault,
  expect,
  expectNoAxeViolations,
  fillRegistrationForm,
  openRoute,
  seedRodoAgreement,
  setDemoApiFault,
  switchLanguage,
  test,
} from './fixtures';

/** Tab (and Shift+Tab) never lead out of the open dialog. */
async function expectFocusTrapped(page: Page, presses = 6) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let step = 0; step < presses; step += 1) {
      await page.keyboard.press(key);
      expect(
        await page.evaluate(() => {
          const active = document.activeElement;
          return !active || active === document.body || Boolean(active.closest('dialog[open]'));
        }),
        `focus after ${key} ${step + 1}`,
      ).toBe(true);
    }
  }
}

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
    await expectFocusTrapped(page);
    await expectNoAxeViolations(page, `guest-forbidden dialog ${language}`);

    // Escape closes it and focus returns to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(approve).toBeFocused();
  });
}

// The error dialog of spec section 8, opened by a failing call (sending the registration form to
// a server that answers 500 with its own text). The server's text carries markup that must be
// shown as text, never run.
const serverText = '<img src=x onerror=alert(1)> Limit "A&B" <b>exceeded</b>';

for (const language of ['en', 'pl'] as const) {
  test(`the error dialog is modal, keyboard-usable, accessible and shows server text literally (${language})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const scripts: string[] = [];
    page.on('dialog', (dialog) => {
      scripts.push(dialog.message());
      void dialog.dismiss();
    });
    await seedRodoAgreement(page);
    await openRoute(page, '/accessibility');
    await setDemoApiFault(page, {
      mode: '500',
      path: '/app/form/post$',
      method: 'POST',
      message: serverText,
    });
    await page.goto('./#/register');
    await fillRegistrationForm(page);
    await switchLanguage(page, language);
    const send = page.getByRole('button', {
      name: language === 'pl' ? /^wyślij wniosek/i : /^send the application/i,
    });
    await send.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('alertdialog', { name: language === 'pl' ? 'Błąd' : 'Error' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      language === 'pl' ? /wystąpił problem/i : /a problem has occurred/i,
    );
    await expect(dialog.getByRole('listitem')).toHaveText([`${serverText}.`]);
    await expect(dialog.locator('img, b')).toHaveCount(0);
    expect(scripts).toEqual([]);

    // Focus moved into the dialog, stays there, and the page behind cannot take it.
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]'))))
      .toBe(true);
    await expectFocusTrapped(page);
    await send.evaluate((button) => button.focus());
    await expect(send).not.toBeFocused();
    await expect(send.click({ trial: true, timeout: 1500 })).rejects.toThrow();
    await expectNoAxeViolations(page, `error dialog ${language}`);

    // Escape closes it, focus returns to the button that sent the form, the form is intact.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(send).toBeFocused();
    await expect(page.getByRole('textbox').first()).not.toHaveValue('');
    await clearDemoApiFault(page);
  });
}
