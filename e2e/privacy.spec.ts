import type { Page } from '@playwright/test';
import {
  chooseDemoAccount,
  dumpBrowserStorage,
  expect,
  openRoute,
  personalDataIn,
  seedResidentSession,
  seedRodoAgreement,
  test,
} from './fixtures';

// Issue 7: no personal data (PESEL, document numbers, IBAN) in browser storage after any flow.
// Every browser test already ends with this check for the demo data's numbers (fixtures.ts);
// these flows also type numbers of their own and look in the middle of the flow, not only at
// its end. The demo API's own database ("demo-api:*") plays the server and is left out.
const pesel = '02211307589';
const documentNumber = 'ABS123456';
const iban = 'PL61109010140000071219812874';
const guestDocument = 'C01X00T47';
const hotelCode = '482913';
const typed = [pesel, documentNumber, iban, iban.slice(2), guestDocument];

async function expectNoPersonalData(page: Page, extra: readonly string[] = []) {
  const found = personalDataIn(await dumpBrowserStorage(page.context()), [...typed, ...extra]);
  expect(
    found.map((secret) => `${secret.slice(0, 3)}…`),
    'personal numbers in storage',
  ).toEqual([]);
}

async function expectDraftSaved(page: Page, text: string) {
  await expect
    .poll(async () => (await dumpBrowserStorage(page)).includes(text), { timeout: 5000 })
    .toBe(true);
}

for (const route of ['/register', '/place-request'] as const) {
  test(`${route}: the draft keeps what was typed but none of the identity or bank numbers`, async ({
    page,
  }) => {
    await seedRodoAgreement(page);
    await openRoute(page, route);
    await page.getByLabel(/^first name/i).fill('Zofia');
    await page.getByLabel(/^pesel/i).fill(pesel);
    await page.getByLabel(/^bank account number/i).fill(iban);
    await page.getByLabel(/i am not a polish citizen/i).check();
    await page.getByLabel(/^identity document number/i).fill(documentNumber);
    await page.getByLabel(/^first name/i).press('Tab');
    await expectDraftSaved(page, 'Zofia');
    await expectNoPersonalData(page);

    await page.reload();
    await expect(page.getByLabel(/^first name/i)).toHaveValue('Zofia');
    await expect(page.getByLabel(/^identity document number/i)).toHaveValue('');
    await expectNoPersonalData(page);
  });
}

test('guest verification leaves no PESEL or document number in storage or the address', async ({
  page,
}) => {
  await openRoute(page, '/guest?uuid=6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b');
  await page.getByLabel(/^first name/i).fill('Maria');
  await page.getByLabel(/^last name/i).fill('Wiśniewska');
  await page.getByLabel(/^pesel/i).fill(pesel);
  await page.getByRole('button', { name: /^approve/i }).click();
  await expect(page.getByText(/your data have been verified/i)).toBeVisible();
  await expectNoPersonalData(page);

  await openRoute(page, '/guest?uuid=9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d');
  await page.getByLabel(/^first name/i).fill('Lukas');
  await page.getByLabel(/^last name/i).fill('Schneider');
  await page.getByLabel(/i am a foreigner/i).check();
  await page.getByLabel(/^document type/i).selectOption({ label: 'Foreign passport' });
  await page.getByLabel(/^document number/i).fill(guestDocument);
  await page.getByRole('button', { name: /^approve/i }).click();
  await expect(page.getByText(/your data have been verified/i)).toBeVisible();
  await expectNoPersonalData(page);
});

test('sign-in through the sign-on keeps the PESEL it fills in out of storage', async ({ page }) => {
  await seedRodoAgreement(page);
  await openRoute(page, '/register');
  await page.getByRole('radio', { name: /^i study at the university/i }).check();
  await page.getByRole('button', { name: /^sign in with the university account/i }).click();
  await chooseDemoAccount(page, 'jkowalski');
  await expect(page.getByLabel(/^pesel/i)).toHaveValue('44051401359');
  await page.getByLabel(/^city/i).first().fill('Kraków');
  await expectDraftSaved(page, 'Kraków');
  await expectNoPersonalData(page, ['44051401359', 'demo-code.']);
});

test('panel: the bank account shown for fees stays out of storage after invoice and MAC writes', async ({
  page,
}) => {
  await seedResidentSession(page);
  await openRoute(page, '/panel?tab=fees');
  await expect(page.getByText(/^account number/i).first()).toBeVisible();
  await expect(
    page.getByText(/61 1090 1014 0000 0712 1981 2874|61109010140000071219812874/).first(),
  ).toBeVisible();

  await page.getByRole('tab', { name: /^documents$/i }).click();
  await page.getByLabel(/^vat-eu number/i).fill('PL5260250274');
  await page.getByLabel(/^company name/i).fill('Lis i Synowie');
  await page.getByRole('button', { name: /^save invoice data$/i }).click();
  await expect(page.getByText('Invoice data saved.')).toBeVisible();

  await page.getByRole('tab', { name: /^internet$/i }).click();
  await page.getByRole('checkbox', { name: /accept the network regulations/i }).check();
  await page.getByLabel(/^MAC address/).fill('3C-52-82-1A-4F-91');
  await page.getByRole('button', { name: /^send to the network administrators$/i }).click();
  await expect(page.getByText(/3c:52:82:1a:4f:91 has been sent/)).toBeVisible();
  await expectNoPersonalData(page);
});

test('hotel: the e-mailed code is kept in memory only', async ({ page }) => {
  await openRoute(page, '/hotel-reservation?id=a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d');
  await page.getByLabel(/^verification code/i).fill(hotelCode);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByRole('heading', { name: /booking details/i })).toBeVisible();
  await page.getByRole('button', { name: /^accept$/i }).click();
  await page.getByRole('button', { name: /^approve$/i }).click();
  await expect(page.getByText('Successfully accepted reservation')).toBeVisible();
  await expectNoPersonalData(page, [hotelCode]);
});
