import type { Page } from '@playwright/test';
import {
  dumpBrowserStorage,
  expect,
  expectNoPersonalData,
  openRoute,
  seedRodoAgreement,
  test,
} from './fixtures';

// Issue 7: no personal data (PESEL, document numbers, IBAN) in browser storage after any flow.
// Every browser test already ends with this check for the demo data's numbers (fixtures.ts);
// these flows also type numbers of their own and look in the middle of the flow, not only at
// its end. The demo API's own database ("demo-api:*") plays the server and is left out. The same
// look in the middle of other flows (expectNoPersonalData): the verified guest (guest.spec.ts),
// the sign-in from the form (application.spec.ts), the panel's invoice and MAC writes
// (panel.spec.ts) and the hotel's e-mailed code (hotel.spec.ts).
const pesel = '02211307589';
const documentNumber = 'ABS123456';
const iban = 'PL61109010140000071219812874';
const guestDocument = 'C01X00T47';
const typed = [pesel, documentNumber, iban, iban.slice(2), guestDocument];

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
    // A future student: asked every number at once (a current student after the sign-in).
    await page.getByRole('radio', { name: /^i will start studying/i }).check();
    await page.getByLabel(/^first name/i).fill('Zofia');
    await page.getByLabel(/^pesel/i).fill(pesel);
    await page.getByLabel(/^bank account number/i).fill(iban);
    await page.getByLabel(/i am not a polish citizen/i).check();
    await page.getByLabel(/^identity document number/i).fill(documentNumber);
    await page.getByLabel(/^first name/i).press('Tab');
    await expectDraftSaved(page, 'Zofia');
    await expectNoPersonalData(page, typed);

    await page.reload();
    await expect(page.getByLabel(/^first name/i)).toHaveValue('Zofia');
    await expect(page.getByLabel(/^identity document number/i)).toHaveValue('');
    await expectNoPersonalData(page, typed);
  });
}
