import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, openAsResident, switchLanguage, test } from './fixtures';
import { demoSecrets } from './demo-secrets';

// The files of issue 25 as a real browser saves them (the unit tests read what the writers make;
// this checks the download itself: a blob link under the page's Content-Security-Policy), and the
// printed statement. One page on a 390 px phone, where the fees tab is tightest.

test.use({ viewport: { width: 390, height: 844 }, acceptDownloads: true });

async function download(page: Page, press: () => Promise<void>): Promise<[Download, Buffer]> {
  const [file] = await Promise.all([page.waitForEvent('download'), press()]);
  const path = await file.path();
  return [file, await readFile(path)];
}

test('fees: CSV and calendar downloads in en and pl, and a dated statement on paper', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openAsResident(page, '/panel?tab=fees');
  const receivables = page.getByRole('region', { name: 'Charges', exact: true });
  await expect(receivables).toBeVisible();

  const [csv, csvBytes] = await download(page, () =>
    page.getByRole('button', { name: 'Download CSV (this year)' }).click(),
  );
  expect(csv.suggestedFilename()).toMatch(/^fees-\d{4}-\d\d-\d\d\.csv$/);
  expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csvText = csvBytes.toString('utf8').slice(1);
  expect(csvText.split('\r\n')[0]).toMatch(/^Entry,Academic year,Kind,Reason,Amount,/);
  expect(csvText.split('\r\n')[1]).toMatch(/^Charge,\d{4}\/\d{4},Rent,,720\.50,/);

  const addDeadline = receivables.getByRole('button', {
    name: /^Add to calendar: payment deadline of Rent, \d\d\/\d\d\/\d{4}$/,
  });
  await expect(addDeadline).toBeInViewport({ ratio: 1 });
  const [ics, icsBytes] = await download(page, () => addDeadline.click());
  expect(ics.suggestedFilename()).toMatch(/^payment-deadline-\d{4}-\d\d-\d\d\.ics$/);
  const icsText = icsBytes.toString('utf8');
  expect(icsText.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  expect(icsText).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Warsaw\r\n');
  for (const secret of [...demoSecrets, 'jkowalski', 'Kowalski', '61109010140000071219812874'])
    for (const text of [csvText, icsText]) expect(text.includes(secret)).toBe(false);

  await switchLanguage(page, 'pl');
  const [plCsv, plBytes] = await download(page, () =>
    page.getByRole('button', { name: 'Pobierz CSV (bieżący rok)' }).click(),
  );
  expect(plCsv.suggestedFilename()).toMatch(/^oplaty-\d{4}-\d\d-\d\d\.csv$/);
  expect(plBytes.toString('utf8').slice(1).split('\r\n')[1]).toMatch(
    /^Należność;\d{4}\/\d{4};Czynsz;;720,50;/,
  );

  await page.emulateMedia({ media: 'print' });
  await expect(
    page.getByText(/^Zestawienie opłat sporządzone \d\d\.\d\d\.\d{4}, \d\d:\d\d$/),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Saldo końcowe' })).toBeVisible();
  // Whose statement it is: the resident, the room and the account (issue 33, point 3).
  const statement = page.locator('.fees-statement dl');
  await expect(statement).toBeVisible();
  await expect(statement).toHaveText(
    'Imię i nazwiskoJan KowalskiDom studencki, pokójDS Akademik, 214' +
      'Rachunek do wpłat (IBAN)PL61 1090 1014 0000 0712 1981 2874',
  );
  await expect(page.getByRole('button', { name: 'Drukuj zestawienie' })).toBeHidden();
  // Off paper, so out of the accessibility tree too: found by its class, it is there but hidden.
  await expect(page.locator('.calendar-button')).toHaveCount(1);
  await expect(page.locator('.calendar-button')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByText(/^Zestawienie opłat sporządzone/)).toBeHidden();
});
