import type { Page } from '@playwright/test';
import { expect, openRoute, seedRodoAgreement, test } from './fixtures';

// Issue 7: no personal data (PESEL, document numbers, IBAN) in browser storage after any flow.
// The demo API's own database (keys "demo-api:*") plays the server and is left out: it exists
// only in demo builds and stands for what a real backend stores.
const pesel = '02211307589';
const documentNumber = 'ABS123456';
const iban = 'PL61109010140000071219812874';
const guestDocument = 'C01X00T47';

async function dumpBrowserStorage(page: Page): Promise<string> {
  const pageStorage = await page.evaluate(async () => {
    const fromStorage = (storage: Storage) =>
      Object.fromEntries(
        Object.keys(storage)
          .filter((key) => !key.startsWith('demo-api:'))
          .map((key) => [key, storage.getItem(key)]),
      );
    const databases = (await indexedDB.databases?.()) ?? [];
    const caches = 'caches' in window ? await window.caches.keys() : [];
    return {
      session: fromStorage(sessionStorage),
      local: fromStorage(localStorage),
      indexedDb: databases.map((database) => database.name),
      caches,
      cookie: document.cookie,
      url: window.location.href,
    };
  });
  const cookies = await page.context().cookies();
  return JSON.stringify({ ...pageStorage, cookies });
}

function expectNoPersonalData(dump: string) {
  const compact = dump.replace(/\s/g, '');
  for (const secret of [pesel, documentNumber, iban, iban.slice(2), guestDocument]) {
    expect(compact, `storage must not hold ${secret.slice(0, 3)}…`).not.toContain(secret);
  }
}

test('registration draft keeps what was typed but none of the identity or bank numbers', async ({
  page,
}) => {
  await seedRodoAgreement(page);
  await openRoute(page, '/register');
  await page.getByLabel(/^first name/i).fill('Zofia');
  await page.getByLabel(/^pesel/i).fill(pesel);
  await page.getByLabel(/^bank account number/i).fill(iban);
  await page.getByLabel(/i am not a polish citizen/i).check();
  await page.getByLabel(/^identity document number/i).fill(documentNumber);
  await page.getByLabel(/^first name/i).press('Tab');
  await expect
    .poll(async () => (await dumpBrowserStorage(page)).includes('Zofia'), { timeout: 5000 })
    .toBe(true);
  expectNoPersonalData(await dumpBrowserStorage(page));

  await page.reload();
  await expect(page.getByLabel(/^first name/i)).toHaveValue('Zofia');
  await expect(page.getByLabel(/^identity document number/i)).toHaveValue('');
  expectNoPersonalData(await dumpBrowserStorage(page));
});

test('guest verification leaves no PESEL or document number in storage or the address', async ({
  page,
}) => {
  await openRoute(page, '/guest?uuid=6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b');
  await page.getByLabel(/^first name/i).fill('Maria');
  await page.getByLabel(/^last name/i).fill('Wiśniewska');
  await page.getByLabel(/^pesel/i).fill(pesel);
  await page.getByRole('button', { name: /^approve/i }).click();
  await expect(page.getByText(/your data have been verified/i)).toBeVisible();
  expectNoPersonalData(await dumpBrowserStorage(page));

  await openRoute(page, '/guest?uuid=9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d');
  await page.getByLabel(/^first name/i).fill('Lukas');
  await page.getByLabel(/^last name/i).fill('Schneider');
  await page.getByLabel(/i am a foreigner/i).check();
  await page.getByLabel(/^document type/i).selectOption({ label: 'Foreign passport' });
  await page.getByLabel(/^document number/i).fill(guestDocument);
  await page.getByRole('button', { name: /^approve/i }).click();
  await expect(page.getByText(/your data have been verified/i)).toBeVisible();
  expectNoPersonalData(await dumpBrowserStorage(page));
});
