import { expect, openAsResident, openRoute, pressOn, tabTo, test } from './fixtures';

// Issue 7: flows with the keyboard alone (the application, guest and hotel flows have their own
// keyboard-only specs; the accessibility statement lists every flow tested this way): sign in
// through the sign-on, move between the panel's tabs with the arrow keys, declare the arrival time
// in the modal, show historical fees, sign out; sign a document, save invoice data, register a
// MAC; reach the statement from the footer; a place request from its gate to its errors.
test('sign-in, panel, arrival time, fees and sign-out with the keyboard only', async ({ page }) => {
  test.setTimeout(90_000);
  await openRoute(page, '/');
  await pressOn(page, page.getByRole('button', { name: /sign in to the resident panel/i }));

  await expect(
    page.getByRole('heading', { level: 1, name: /^university login \(demo\)$/i }),
  ).toBeVisible();
  await pressOn(page, page.getByRole('button', { name: /jkowalski/i }));

  const banner = page.getByRole('banner');
  await expect(banner).toContainText('jkowalski');
  const applications = page.getByRole('tab', { name: /^archive$/i });
  await expect(applications).toBeVisible();

  // Tabs: one Tab stop, arrows move between them (WAI-ARIA tabs pattern).
  await tabTo(page, page.getByRole('tab', { selected: true }));
  await page.keyboard.press('Home');
  await expect(applications).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  // Named with its count where it has something to do ("Fees 2 to pay").
  const fees = page.getByRole('tab', { name: /^fees\b/i });
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
  await pressOn(page, banner.getByRole('button', { name: /^sign out$/i }));
  await expect(page.getByRole('heading', { level: 1, name: /signed out/i })).toBeVisible();
});

test('panel writes with the keyboard only: sign a document, save invoice data, register a MAC', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openAsResident(page, '/panel?tab=documents');

  // Sign the declaration awaiting the resident: the confirmation dialog takes focus.
  const row = page.getByRole('row', { name: /D\/\d{4}\/00153/ });
  await pressOn(page, row.getByRole('button', { name: /^sign declaration/i }));
  const confirm = page.getByRole('dialog', { name: /^sign declaration/i });
  await expect(confirm).toBeVisible();
  await pressOn(page, confirm.getByRole('button', { name: 'Yes, sign' }));
  await expect(
    page.getByText(/is signed and has been sent to the dormitory administration/),
  ).toBeVisible();
  await expect(row.getByText('Signed by you and sent')).toBeVisible();

  // Invoice data: type over the company name and save with Enter on the button.
  const company = page.getByLabel(/^company name/i);
  await tabTo(page, company);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Lis i Synowie sp. z o.o.');
  await pressOn(page, page.getByRole('button', { name: /^save invoice data$/i }));
  await expect(page.getByText('Invoice data saved.')).toBeVisible();

  // Internet tab with the arrow keys, then the MAC form: Space ticks, Enter sends.
  await tabTo(page, page.getByRole('tab', { selected: true }));
  await page.keyboard.press('End');
  const internet = page.getByRole('tab', { name: /^internet$/i });
  await expect(internet).toBeFocused();
  await expect(internet).toHaveAttribute('aria-selected', 'true');
  await pressOn(
    page,
    page.getByRole('checkbox', { name: /accept the network regulations/i }),
    'Space',
  );
  await tabTo(page, page.getByLabel(/^MAC address/));
  await page.keyboard.type('3C-52-82-1A-4F-91');
  await pressOn(page, page.getByRole('button', { name: /^send to the network administrators$/i }));
  await expect(page.getByText(/3c:52:82:1a:4f:91 has been sent/)).toBeVisible();
});

// In Polish only: the statement's texts in both languages are accessibility-screen.test.tsx's, and
// e2e/screens.spec.ts reaches its links with Tab in English at 200% zoom.
for (const language of ['pl'] as const) {
  const words = {
    en: {
      link: /^accessibility statement$/i,
      title: /^accessibility statement$/i,
      ombudsman: /commissioner for human rights/i,
    },
    pl: {
      link: /^deklaracja dostępności$/i,
      title: /^deklaracja dostępności$/i,
      ombudsman: /rzecznika praw obywatelskich/i,
    },
  }[language];

  test(`the accessibility statement from the footer, and through it, with the keyboard (${language})`, async ({
    page,
  }) => {
    await openRoute(page, '/');
    await pressOn(
      page,
      page.getByRole('button', { name: language === 'pl' ? 'Polski' : 'English', exact: true }),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await pressOn(page, page.getByRole('contentinfo').getByRole('link', { name: words.link }));
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expect(page).toHaveURL(/#\/accessibility$/);

    // Forward through every link of the statement in reading order, then back with Shift+Tab.
    const main = page.getByRole('main');
    const links = [
      main.getByRole('link', { name: /^\S+@\S+$/ }),
      main.getByRole('link', { name: /^\+?[\d\s()-]{7,}$/ }),
      main.getByRole('link', { name: words.ombudsman }),
    ];
    for (const link of links) {
      await tabTo(page, link, 40);
      await expect(link).toBeInViewport();
    }
    await page.keyboard.press('Shift+Tab');
    await expect(links[1]!).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(links[0]!).toBeFocused();
  });
}

test('a place request with the keyboard only: declarations as step 1, the form and its errors', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openRoute(page, '/place-request');
  // The declarations are the path's first step, in place: no page that only links on (issue 22).
  await expect(
    page.getByRole('heading', { level: 1, name: /information on personal data processing/i }),
  ).toHaveAccessibleDescription('Step 1 of 2');
  await expect(page.getByRole('link', { name: /^go to the declarations$/i })).toHaveCount(0);

  await pressOn(
    page,
    page.getByRole('checkbox', { name: /know the campus regulations/i }),
    'Space',
  );
  await pressOn(page, page.getByRole('button', { name: /^read the campus regulations/i }));
  const regulations = page.getByRole('dialog');
  await expect(regulations).toBeVisible();
  await pressOn(page, regulations.getByRole('button', { name: /^i have read the regulations/i }));
  await expect(regulations).toBeHidden();
  await pressOn(
    page,
    page.getByRole('checkbox', { name: /have read the information on personal data processing/i }),
    'Space',
  );
  await pressOn(page, page.getByRole('button', { name: /^continue/i }));

  await expect(
    page.getByRole('heading', { level: 1, name: 'Dormitory place application' }),
  ).toHaveAccessibleDescription('Step 2 of 2');
  await expect(page).toHaveURL(/#\/place-request$/);
  await expect(
    page
      .getByRole('group', { name: /^are you applying for a place in a dormitory/i })
      .getByRole('radio', { name: 'Yes' }),
  ).toBeChecked();

  await pressOn(page, page.getByRole('button', { name: /^send the application/i }));
  const summary = page.getByRole('alert').filter({ hasText: 'Enter your first name' });
  await expect(summary).toBeFocused();
  for (const message of [
    'Enter the distance in kilometres',
    'Enter the number of family members, including you',
    'Enter the average monthly net income per person',
  ])
    await expect(summary.getByRole('link', { name: message, exact: true })).toBeVisible();
  // A summary link takes the keyboard to its field; typing there fixes it.
  await pressOn(page, summary.getByRole('link', { name: 'Enter the distance in kilometres' }));
  const distance = page.getByRole('textbox', { name: /^distance from/i });
  await expect(distance).toBeFocused();
  await page.keyboard.type('120');
  await expect(distance).toHaveValue('120');
});
