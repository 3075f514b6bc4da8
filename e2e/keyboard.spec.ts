import { expect, openRoute, pressOn, tabTo, test } from './fixtures';

// Issue 7: the signed-in journey with the keyboard alone (the application, guest and hotel flows
// have their own keyboard-only specs): sign in through the sign-on, move between the panel's
// tabs with the arrow keys, declare the arrival time in the modal, show historical fees, sign out.
test('sign-in, panel, arrival time, fees and sign-out with the keyboard only', async ({ page }) => {
  test.setTimeout(90_000);
  await openRoute(page, '/');
  await pressOn(page, page.getByRole('button', { name: /sign in to the resident panel/i }));

  await expect(page.getByRole('heading', { level: 1, name: /demo single sign-on/i })).toBeVisible();
  await pressOn(page, page.getByRole('button', { name: /jkowalski/i }));

  const banner = page.getByRole('banner');
  await expect(banner).toContainText('jkowalski');
  const applications = page.getByRole('tab', { name: /^applications$/i });
  await expect(applications).toBeVisible();

  // Tabs: one Tab stop, arrows move between them (WAI-ARIA tabs pattern).
  await tabTo(page, page.getByRole('tab', { selected: true }));
  await page.keyboard.press('Home');
  await expect(applications).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const fees = page.getByRole('tab', { name: /^fees$/i });
  await expect(fees).toBeFocused();
  await expect(fees).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=fees/);

  // Arrival time in the modal: focus moves in, the form is filled and sent from the keyboard.
  await pressOn(page, page.getByRole('button', { name: /^declare arrival time$/i }));
  const dialog = page.getByRole('dialog', { name: /arrival time/i });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel(/^date of arrival/i));
  await page.keyboard.type('01/10/2027');
  await tabTo(page, dialog.getByLabel(/^time of arrival/i));
  await page.keyboard.type('14:30');
  await pressOn(page, dialog.getByRole('button', { name: /^save arrival time$/i }));
  await expect(page.getByText('Arrival time successfully added')).toBeVisible();
  await expect(page.getByText(/declared arrival time: .*2027/i)).toBeVisible();

  // Historical entries with Space on the switch.
  const historical = page.getByRole('switch', { name: /show historical entries/i });
  await pressOn(page, historical, 'Space');
  await expect(historical).toHaveAttribute('aria-checked', 'true');
  await expect(page).toHaveURL(/historical=1/);

  // Sign out from the header.
  await pressOn(page, banner.getByRole('button', { name: /^log out$/i }));
  await expect(page.getByRole('heading', { level: 1, name: /signed out/i })).toBeVisible();
});
