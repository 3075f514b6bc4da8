import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  chooseDemoAccount,
  expect,
  expectNoAxeViolations,
  expectNoPersonalData,
  expectSettled,
  openAsResident,
  switchLanguage,
  test,
} from './fixtures';
import { panelTabNames as tabNames, panelTabs, type PanelTab } from './panel-tabs';

/** From /panel a signed-out visitor goes to the demo sign-on and comes back signed in. */
async function signIn(page: Page, route = '/panel'): Promise<void> {
  await page.goto(`./#${route}`);
  await chooseDemoAccount(page, 'jkowalski');
  await expect(
    page.getByRole('heading', { level: 1, name: /resident panel|panel mieszkańca/i }),
  ).toBeVisible();
  await expect(page.getByRole('tablist')).toBeVisible();
}

type PerTab = Record<PanelTab, Record<'en' | 'pl', string>>;

// Every tab of the panel's table is checked below: a new tab fails tsc until it is named here.
const tabContent = {
  applications: { en: 'Archival documents', pl: 'Dokumenty archiwalne' },
  documents: { en: 'Waiting for your signature', pl: 'Czekają na Twój podpis' },
  fees: { en: 'Charges', pl: 'Należności' },
  internet: { en: 'Data usage', pl: 'Transfer' },
} as const satisfies PerTab;

test('a resident declares arrival, signs and downloads a document, saves invoice data, shows history, registers a MAC, and finds it all after a reload', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // The page's clock runs as usual; the test moves it on to when the office has countersigned.
  await page.clock.install();
  await signIn(page, '/panel?tab=documents');
  await expect(page).toHaveURL(/#\/panel\?tab=documents$/);
  await expect(page.getByRole('tab', { name: 'Documents' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Arrival time (declared ahead: next year's date)
  const nextYear = new Date().getFullYear() + 1;
  await expect(page.getByText('Arrival time not declared yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Declare arrival time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Arrival time' });
  await dialog.getByLabel('Date of arrival').fill(`01/10/${nextYear}`);
  await dialog.getByLabel('Time of arrival').fill('14:30');
  await dialog.getByRole('button', { name: 'Save arrival time' }).click();
  await expect(page.getByText('Arrival time successfully added')).toBeVisible();
  await expect(page.getByText(`Declared arrival time: 01/10/${nextYear}, 14:30`)).toBeVisible();

  // Sign the declaration awaiting the resident: then it waits for the office
  const waiting = page.getByRole('region', { name: 'Waiting for your signature' });
  const inProgress = page.getByRole('region', { name: 'In progress: waiting for the other side' });
  const signedList = page.getByRole('region', { name: 'Signed documents' });
  const declaration = /D\/\d{4}\/00153/;
  await waiting
    .getByRole('row', { name: declaration })
    .getByRole('button', { name: /^sign declaration/i })
    .click();
  const confirm = page.getByRole('dialog', { name: /^sign declaration/i });
  await confirm.getByRole('button', { name: 'Yes, sign' }).click();
  await expect(
    page.getByText(/is signed and has been sent to the dormitory administration/),
  ).toBeVisible();
  const row = inProgress.getByRole('row', { name: declaration });
  await expect(row.getByText('Signed by you and sent')).toBeVisible();
  await expect(waiting.getByRole('row', { name: declaration })).toHaveCount(0);

  // Download it as a PDF under its own name
  const downloadPromise = page.waitForEvent('download');
  await row.getByRole('button', { name: /^download pdf: declaration/i }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^declaration-D-\d{4}-00153\.pdf$/);
  const path = await download.path();
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Invoice data
  await page.getByLabel('Company name').fill('Nowa Firma S.A.');
  await page.getByLabel('Town or city').fill('Kraków');
  await page.getByRole('button', { name: 'Save invoice data' }).click();
  await expect(page.getByText('Invoice data saved.')).toBeVisible();

  // Fees: historical entries (by academic year), kept in the address when switching tabs and back
  await page.getByRole('tab', { name: 'Fees' }).click();
  const charges = page.getByRole('region', { name: 'Charges', exact: true });
  await expect(charges).toBeVisible();
  const historical = page.getByRole('switch', { name: 'Show historical entries' });
  const years = page.getByRole('button', { name: /^academic year \d{4}\/\d{4}$/i });
  await expect(years).toHaveCount(0);
  await historical.click();
  await expect(page).toHaveURL(/tab=fees&historical=1/);
  await expect.poll(() => years.count()).toBeGreaterThan(2);
  const withHistory = await years.count();
  await page.getByRole('tab', { name: 'Archive' }).click();
  await expect(page).toHaveURL(/tab=applications&historical=1/);
  await page.getByRole('tab', { name: 'Fees' }).click();
  await expect(historical).toHaveAttribute('aria-checked', 'true');
  await expect(years).toHaveCount(withHistory);

  // Internet: register a MAC (regulations first)
  await page.getByRole('tab', { name: 'Internet' }).click();
  await page.getByLabel(/^MAC address/).fill('3C-52-82-1A-4F-91');
  await page.getByRole('button', { name: 'Send to the network administrators' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /accept the network regulations/ }),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: /accept the network regulations/i }).check();
  await page.getByRole('button', { name: 'Send to the network administrators' }).click();
  await expect(
    page.getByText(/MAC address 3c:52:82:1a:4f:91 has been sent to the network administrators/),
  ).toBeVisible();
  // The bank account the fees tab showed, and the invoice and MAC writes: nothing personal kept.
  await expectNoPersonalData(page);

  // The office countersigns the declaration 20 s after the resident (demo API).
  await page.clock.fastForward('00:21');

  // Reload: every change is still there
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Internet' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/tab=internet&historical=1/);
  // The new address waits for approval; the old one is still the current one.
  const allocation = page.getByRole('region', { name: 'Connection allocation' });
  await expect(allocation.locator('dt:has-text("Current MAC address") + dd')).toHaveText(
    '3c:52:82:1a:4f:90',
  );
  await expect(allocation.locator('dt:has-text("Waiting for approval") + dd')).toHaveText(
    /^3c:52:82:1a:4f:91, sent on /,
  );
  await expect(page.getByText(`Declared arrival time: 01/10/${nextYear}, 14:30`)).toBeVisible();

  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(
    signedList
      .getByRole('row', { name: declaration })
      .getByText('Concluded (signed by both sides)'),
  ).toBeVisible();
  await expect(inProgress.getByRole('row', { name: declaration })).toHaveCount(0);
  await expect(page.getByLabel('Company name')).toHaveValue('Nowa Firma S.A.');
  await expect(page.getByLabel('Town or city')).toHaveValue('Kraków');
  await expect(page.getByLabel('EU VAT number')).toHaveValue('PL5260250274');

  await page.getByRole('tab', { name: 'Archive' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Archival documents' })
      .getByRole('row', { name: declaration })
      .getByText('Concluded (signed by both sides)'),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Fees' }).click();
  await expect(historical).toHaveAttribute('aria-checked', 'true');
  await expect(years).toHaveCount(withHistory);
  await page.reload();
  await expect(page).toHaveURL(/tab=fees&historical=1/);
  await expect(historical).toHaveAttribute('aria-checked', 'true');
  await expect(years).toHaveCount(withHistory);
});

// Signed in by a seeded session: signing in through the sign-on is the test above's (and
// auth.spec.ts's). Each tab and the modal in English, then all again in Polish on the same page.
test('axe finds nothing on each tab and in the arrival-time modal, in en and pl', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openAsResident(page, '/panel?tab=applications');
  for (const language of ['en', 'pl'] as const) {
    await switchLanguage(page, language);
    for (const tab of panelTabs) {
      await page.getByRole('tab', { name: tabNames[tab][language] }).click();
      await expect(
        page.getByRole('heading', { name: tabContent[tab][language], exact: true }).first(),
      ).toBeVisible();
      await expectSettled(page);
      if (tab === 'fees') {
        // Historical entries on (the address keeps them for the second language's visit).
        const historical = page.getByRole('switch');
        if ((await historical.getAttribute('aria-checked')) !== 'true') await historical.click();
        await expect(historical).toHaveAttribute('aria-checked', 'true');
        // An earlier year opened too, with its tables.
        const year = page.locator('.fees-year__toggle').first();
        if ((await year.getAttribute('aria-expanded')) !== 'true') await year.click();
        await expect(page.locator('.fees-year--past .fee-table').first()).toBeVisible();
      }
      await expectNoAxeViolations(page, `${tab} ${language}`);
    }
    await page
      .getByRole('button', {
        name: language === 'en' ? 'Declare arrival time' : 'Zadeklaruj czas przyjazdu',
      })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, `arrival modal ${language}`);
    // With errors shown too
    await dialog
      .getByRole('button', {
        name: language === 'en' ? 'Save arrival time' : 'Zapisz czas przyjazdu',
      })
      .click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page, `arrival modal errors ${language}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('a resident without a connection sees the message, and every tab fits a 320 px screen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 640 });
  await openAsResident(page, '/panel?tab=internet', '1002', 'anowak');
  await expect(
    page.getByText(
      'No active connection found. Connect your device to a free socket in the SSK wired network and register.',
    ),
  ).toBeVisible();
  for (const tab of panelTabs) {
    await page.getByRole('tab', { name: tabNames[tab].en }).click();
    await expectSettled(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `horizontal scroll on ${tab}`).toBeLessThanOrEqual(0);
  }
});

test('fees with a payment code fit a 320 px screen, and print without the controls', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 640 });
  await openAsResident(page, '/panel?tab=fees');
  await expect(page.getByRole('img', { name: /^payment qr code/i })).toBeVisible();
  for (const tab of panelTabs) {
    await page.getByRole('tab', { name: tabNames[tab].en }).click();
    await expectSettled(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `horizontal scroll on ${tab}`).toBeLessThanOrEqual(0);
  }
  await page.getByRole('tab', { name: tabNames.internet.en }).click();
  // The transfer chart's month labels keep a readable size on a phone: drawn in an SVG scaled to
  // the width, they shrank to about 10 px at 320 px (and grew to 19 px on a desktop).
  const chart = page.getByRole('img', { name: /^chart: counted against the limit/i });
  const labelHeights = await chart.evaluate((image) =>
    [...image.querySelectorAll('.transfer-chart__label')].map(
      (label) => label.getBoundingClientRect().height,
    ),
  );
  expect(labelHeights).toHaveLength(2);
  for (const height of labelHeights) expect(height).toBeGreaterThanOrEqual(15);
  await page.getByRole('tab', { name: 'Fees' }).click();
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('tablist')).toBeHidden();
  await expect(page.getByRole('switch')).toBeHidden();
  await expect(page.getByRole('button', { name: /^copy/i }).first()).toBeHidden();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Final balance' })).toBeVisible();
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll('.table-wrap')].some(
      (wrap) => wrap.scrollWidth > wrap.clientWidth + 1,
    ),
  );
  expect(clipped, 'a table is cut off when printed').toBe(false);
});
