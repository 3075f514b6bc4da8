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
  waitForApp,
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
const jwt = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

// One walk: opened in English, closed, then opened again in Polish after the switch (the page
// behind a modal cannot be used, so the switch comes between the two). It also carries what
// guest.spec.ts checked of this guest: one verification request each time, with a guest token
// that no address ever shows.
test('the guest-forbidden dialog is modal, keyboard-usable and accessible, in en and pl; its token is in no address', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  const sentTokens: string[] = [];
  page.on('request', (request) => {
    const token = /^Bearer (\S+)$/.exec(request.headers().authorization ?? '')?.[1];
    if (token && request.url().includes('/app/guest/')) sentTokens.push(token);
  });
  await openRoute(page, forbiddenGuest);
  await page.getByLabel(/^first name/i).fill('Tomasz');
  await page.getByLabel(/^last name/i).fill('Lewandowski');
  await page.getByLabel(/^pesel/i).fill('83071503434');

  for (const language of ['en', 'pl'] as const) {
    await switchLanguage(page, language);
    const approve = page.getByRole('button', {
      name: language === 'pl' ? /^zatwierdź/i : /^approve/i,
    });
    await approve.click();
    const dialog = page.getByRole('alertdialog', {
      name: language === 'pl' ? /brak dostępu/i : /access denied/i,
    });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      language === 'pl'
        ? /dostęp do usług dla gości został cofnięty/i
        : /access to the guest services has been withdrawn/i,
    );
    await expect(dialog).not.toContainText(/check the data|sprawdź wprowadzone dane/i);
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
    expect(sentTokens, 'each verification carried a guest token').toHaveLength(
      language === 'en' ? 1 : 2,
    );
  }
  const all = [...urls, page.url()];
  expect(
    all.filter((url) => jwt.test(url)),
    'a token in an address',
  ).toEqual([]);
  for (const token of sentTokens) expect(all.filter((url) => url.includes(token))).toEqual([]);
});

// The error dialog of product.md §8, opened by a failing call (sending the registration form to
// a server that answers 500 with its own text). The server's text carries markup that must be
// shown as text, never run. Sent in English, then again in Polish after the switch.
const serverText = '<img src=x onerror=alert(1)> Limit "A&B" <b>exceeded</b>';

test('the error dialog is modal, keyboard-usable, accessible and shows server text literally, in en and pl', async ({
  page,
}) => {
  test.setTimeout(90_000);
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
  await waitForApp(page);
  await fillRegistrationForm(page);

  for (const language of ['en', 'pl'] as const) {
    await switchLanguage(page, language);
    const send = page.getByRole('button', {
      name: language === 'pl' ? /^wyślij wniosek/i : /^send the application/i,
    });
    await send.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('alertdialog', { name: language === 'pl' ? 'Błąd' : 'Error' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      language === 'pl' ? /wystąpił błąd/i : /a problem has occurred/i,
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
  }
  await clearDemoApiFault(page);
});

// Windows High Contrast (forced colours) drops the dialog's shadow and the backdrop's tint: only
// a border shows where the dialog ends and the page behind it begins.
test('in forced colours the dialog keeps a visible edge', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await openRoute(page, forbiddenGuest);
  await page.getByLabel(/^first name/i).fill('Tomasz');
  await page.getByLabel(/^last name/i).fill('Lewandowski');
  await page.getByLabel(/^pesel/i).fill('83071503434');
  await page.getByRole('button', { name: /^approve/i }).click();
  const dialog = page.getByRole('alertdialog', { name: /access denied/i });
  await expect(dialog).toBeVisible();
  const edge = await dialog.evaluate((element) => {
    const style = getComputedStyle(element);
    return { width: parseFloat(style.borderTopWidth), style: style.borderTopStyle };
  });
  expect(edge.style).toBe('solid');
  expect(edge.width).toBeGreaterThanOrEqual(1);
});

// At 400% zoom (1280 x 1024 px is 320 x 256 CSS px) the error dialog is taller than the screen:
// it opens at its top, its title focused and in view with the sentence asking to write the
// information down, rather than scrolled down to the Close button.
test('at 400% zoom the error dialog opens at its top, title in view', async ({ page }) => {
  test.setTimeout(60_000);
  await seedRodoAgreement(page);
  await openRoute(page, '/accessibility');
  await setDemoApiFault(page, { mode: '500', path: '/app/form/post$', method: 'POST' });
  await page.goto('./#/register');
  await waitForApp(page);
  await fillRegistrationForm(page);
  await page.setViewportSize({ width: 320, height: 256 });
  const send = page.getByRole('button', { name: /^send the application/i });
  await send.click();
  const dialog = page.getByRole('alertdialog', { name: 'Error' });
  await expect(dialog).toBeVisible();
  const title = dialog.getByRole('heading', { name: 'Error' });
  await expect(title).toBeInViewport({ ratio: 1 });
  await expect(title).toBeFocused();
  await expect(dialog.getByText(/a problem has occurred/i)).toBeInViewport();
  // The office's e-mail and phone, then the Close button, are the next Tab stops; Escape still
  // closes the dialog.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('link', { name: /@/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: /^close$/i })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(send).toBeFocused();
  await clearDemoApiFault(page);
});
