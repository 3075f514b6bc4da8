import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { pngBytes } from '../src/testing/file-samples.ts';
import {
  answerRadio,
  chooseDemoAccount,
  expect,
  expectNoAxeViolations,
  fillRegistrationForm,
  seedRodoAgreement,
  switchLanguage,
  test,
  waitForApp,
} from './fixtures';
import {
  applicantLabel,
  applicantStep,
  applyingForPlaceLabel,
} from '../src/testing/valid-applicant';

/**
 * Issue 34 in the browser, at 390 × 844 (a phone): a current student applies from the type
 * question through the university login to the confirmation, and nothing typed before the
 * sign-in is lost; each step opens at its top; the confirmation survives a reload and Back. A
 * full-page screenshot of every step is kept in test-results/applicant-screens/ for review.
 */

const phone = { width: 390, height: 844 };
const shots = 'test-results/applicant-screens';

/** The whole page, in parts of 1400 px (`name-1.png`, `name-2.png`…) that a viewer shows whole. */
async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }));
  for (let y = 0, part = 1; y < height; y += 1400, part += 1)
    await page.screenshot({
      path: `${shots}/${name}-${part}.png`,
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(1400, height - y) },
    });
}

/** The step's heading has focus and is on the first screen, the page at its top. */
async function expectStepTop(page: Page, heading: Locator): Promise<void> {
  await expect(heading).toBeFocused();
  // Where the heading ends, measured from the top of the page: within the first screen.
  const bottom = await heading.evaluate(
    (element) => element.getBoundingClientRect().bottom + window.scrollY,
  );
  expect(bottom).toBeLessThanOrEqual(phone.height);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

const words = {
  en: {
    apply: /^register and apply for a place/i,
    read: /^read the campus regulations/i,
    readDone: /^i have read the regulations/i,
    regulations: /know the campus regulations/i,
    rodo: /have read the information on personal data processing/i,
    continue: /^continue/i,
    rodoTitle: 'Information on personal data processing',
    title: 'Registration',
    step2: 'Step 2 of 2',
    native: /^i study at the university/i,
    signIn: 'Sign in with the university login',
    peselLater: /^you give your pesel after you sign in/i,
    given: 'From the university login.',
    restored: /what you typed before you signed in is kept/i,
    index: /^student number/i,
    send: /^send the application/i,
    delivered: 'Your application has been delivered!',
    copy: 'Copy the number',
    copied: 'The number has been copied.',
    email: /a confirmation with this number has been sent/i,
    next: /checks your registration/i,
  },
  pl: {
    apply: /^zarejestruj się i złóż wniosek/i,
    read: /^przeczytaj regulamin osiedla/i,
    readDone: /^potwierdzam przeczytanie/i,
    regulations: /znam regulamin osiedla/i,
    rodo: /informacją o przetwarzaniu danych osobowych/i,
    continue: /^dalej/i,
    rodoTitle: 'Informacja o przetwarzaniu danych osobowych',
    title: 'Rejestracja',
    step2: 'Krok 2 z 2',
    native: /^studiuję na uczelni/i,
    signIn: 'Zaloguj się przez uczelniany system logowania',
    peselLater: /^numer pesel podasz po zalogowaniu/i,
    given: 'Z uczelnianego systemu logowania.',
    restored: /to, co wpisano przed zalogowaniem, zostało zachowane/i,
    index: /^numer indeksu/i,
    send: /^wyślij wniosek/i,
    delivered: 'Twój wniosek został złożony.',
    copy: 'Kopiuj numer',
    copied: 'Numer został skopiowany.',
    // The build binds one-letter words to the next with a no-break space.
    email: /potwierdzenie z\s+tym numerem wysłaliśmy/i,
    next: /sprawdzi twoją rejestrację/i,
  },
} as const;

/** What the student types before the sign-in: none of it may be lost on the way. */
const typedBefore = [
  ['phoneNumber', '+48 601 234 567', '+48 601 234 567'],
  ['emergencyPhone', '+48 602 345 678', '+48 602 345 678'],
  ['homeAddress', 'ul. Polna 1/2', 'ul. Polna 1/2'],
  // Five digits get their dash when the box is left (issue 34, point 4).
  ['postalCode', '00950', '00-950'],
  ['city', 'Warszawa', 'Warszawa'],
  ['startDate', '01.10.2026', '01.10.2026'],
  ['endDate', '30.06.2027', '30.06.2027'],
  ['ownerBankAccount', 'Jan Kowalski', 'Jan Kowalski'],
] as const;

for (const language of ['en', 'pl'] as const) {
  test.describe(`a current student at 390 px (${language})`, () => {
    test.use({ viewport: phone });

    test('applies from the type question through the sign-in to the confirmation, losing nothing typed', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const w = words[language];
      const box = (name: string) =>
        page.getByRole('textbox', { name: applicantLabel(name, language) }).first();
      await page.goto('./#/');
      await waitForApp(page);
      await switchLanguage(page, language);
      await page.getByRole('link', { name: w.apply }).click();

      // Step 1: the declarations.
      await expect(page.getByRole('heading', { level: 1, name: w.rodoTitle })).toBeVisible();
      await shoot(page, `${language}-1-declarations`);
      await page.getByRole('button', { name: w.read }).click();
      await page.getByRole('dialog').getByRole('button', { name: w.readDone }).click();
      await page.getByRole('checkbox', { name: w.regulations }).check();
      await page.getByRole('checkbox', { name: w.rodo }).check();
      await page.getByRole('button', { name: w.continue }).click();

      // Step 2 opens at its top, the type question first, the sign-in offered there.
      const heading = page.getByRole('heading', { level: 1, name: w.title });
      await expect(heading).toHaveAccessibleDescription(w.step2);
      await expectStepTop(page, heading);
      await expect(page.getByRole('radio', { name: w.native })).toBeChecked();
      const signIn = page.getByRole('button', { name: w.signIn });
      await expect(signIn).toBeVisible();
      await expect(page.getByText(w.peselLater)).toBeVisible();
      await expect(
        page.getByRole('textbox', { name: applicantLabel('pesel', language) }),
      ).toHaveCount(0);
      await shoot(page, `${language}-2-form-before-sign-in`);
      await expectNoAxeViolations(page, `form before sign-in ${language}`);

      // What can be typed before the sign-in, and a name the university will give as its own.
      await box('firstName').fill('Janek');
      await answerRadio(page, applicantStep('homeInPoland').label, 'yes', language).check();
      for (const [name, value] of typedBefore) await box(name).fill(value);
      await box('city').press('Tab');
      await expect(box('postalCode')).toHaveValue('00-950');
      await answerRadio(page, applyingForPlaceLabel, 'no', language).check();
      await expect
        .poll(() => page.evaluate(() => sessionStorage.getItem('dormitory:draft:register') ?? ''))
        .toContain('Warszawa');

      await signIn.click();
      await chooseDemoAccount(page, 'jkowalski');

      // Back at step 2, at its top: nothing typed is lost, the university's data are given.
      await expect(page).toHaveURL(/#\/register$/);
      await expectStepTop(page, heading);
      await expect(page.getByText(w.restored)).toBeVisible();
      for (const [name, , shown] of typedBefore) await expect(box(name)).toHaveValue(shown);
      await expect(answerRadio(page, applyingForPlaceLabel, 'no', language)).toBeChecked();
      await expect(box('firstName')).toHaveValue('Jan');
      await expect(box('firstName')).toHaveAccessibleDescription(w.given);
      const pesel = box('pesel');
      await expect(pesel).toHaveValue('44051401359');
      await expect(pesel).toHaveAccessibleDescription(w.given);
      await expect(page.getByRole('textbox', { name: w.index })).toHaveValue('301234');
      await shoot(page, `${language}-3-form-after-sign-in`);
      await expectNoAxeViolations(page, `form after sign-in ${language}`);

      // The sex, left for now, then what only now is asked: the bank account number (26 digits
      // get their PL) and the photo.
      await page.getByRole('radio', { name: applicantLabel('sex', language) }).check();
      await box('bankAccount').fill('61 1090 1014 0000 0712 1981 2874');
      await box('bankAccount').press('Tab');
      await expect(box('bankAccount')).toHaveValue('PL61 1090 1014 0000 0712 1981 2874');
      await page
        .getByLabel(applicantLabel('photo', language))
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(pngBytes) });
      await expect(page.getByRole('img', { name: /preview|podgląd/i })).toBeVisible();
      await page.getByRole('button', { name: w.send }).click();

      // The confirmation at its own address, at its top.
      const delivered = page.getByRole('heading', { level: 1, name: w.delivered });
      await expect(delivered).toBeVisible();
      await expect(page).toHaveURL(/#\/application-sent$/);
      await expectStepTop(page, delivered);
      await expect(page.locator('.application__reference')).toHaveText(/^A-[0-9a-z]+$/);
      await expect(page.getByText(w.email)).toBeVisible();
      await expect(page.getByText(w.next)).toBeVisible();
      await expect(page.getByRole('button', { name: w.send })).toHaveCount(0);
      await shoot(page, `${language}-4-confirmation`);
      await expectNoAxeViolations(page, `confirmation ${language}`);
      // A reload keeps it.
      await page.reload();
      await waitForApp(page);
      await expect(delivered).toBeVisible();
      await expect(page).toHaveURL(/#\/application-sent$/);
      // Back leads to the university login page the sign-in passed through, never to an empty
      // form; Forward comes back to the confirmation.
      await page.goBack();
      await expect(page).toHaveURL(/demo-sso\.html/);
      await page.goForward();
      await waitForApp(page);
      await expect(delivered).toBeVisible();
      await expect(page).toHaveURL(/#\/application-sent$/);
      await expect(page.getByRole('button', { name: w.send })).toHaveCount(0);
      await page.setViewportSize({ width: 1280, height: 800 });
      await shoot(page, `${language}-4-confirmation-1280`);
    });
  });
}

test('the confirmation survives a reload and Back, and no second application is offered', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const w = words.en;
  await seedRodoAgreement(page);
  await page.goto('./#/');
  await waitForApp(page);
  await page.getByRole('link', { name: w.apply }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
  await fillRegistrationForm(page);
  await page.getByRole('button', { name: w.send }).click();
  const delivered = page.getByRole('heading', { level: 1, name: w.delivered });
  await expect(delivered).toBeFocused();
  await expect(page).toHaveURL(/#\/application-sent$/);
  const reference = (await page.locator('.application__reference').textContent()) ?? '';
  expect(reference).toMatch(/^A-[0-9a-z]+$/);
  await page.getByRole('button', { name: w.copy }).click();
  await expect(page.getByText(w.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);

  await page.reload();
  await waitForApp(page);
  await expect(delivered).toBeVisible();
  await expect(page.locator('.application__reference')).toHaveText(reference);

  // Back: the form's entry was replaced by the confirmation; the page before shows no new form.
  await page.goBack();
  await expect(page).toHaveURL(/#\/$/);
  await page.goto('./#/register');
  await expect(delivered).toBeVisible();
  await expect(page).toHaveURL(/#\/application-sent$/);
  await expect(page.getByRole('button', { name: w.send })).toHaveCount(0);
  await expect(page.locator('.application__reference')).toHaveText(reference);
});
