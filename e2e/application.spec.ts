import type { Locator, Page } from '@playwright/test';
import {
  answerRadio,
  expect,
  expectNoAxeViolations,
  fillRegistrationForm,
  seedRodoAgreement,
  takeStep,
  tabTo,
  test,
  waitForApp,
} from './fixtures';
import { requiredSummary } from './required-messages';
import {
  applicantLabel,
  applicantStep,
  applicantValue,
  applicantSteps,
  applyingForPlaceLabel,
  placeRequestSteps,
} from '../src/testing/valid-applicant';

/**
 * Applying for a place with the keyboard only: Tab to a control, then type, Space, Enter or the
 * arrow keys. (Choosing the photo is the one step done through the file chooser, which is the
 * operating system's own dialog.)
 */
async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

async function pressOn(page: Page, target: Locator, key = 'Space'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** The header's language switch, reached with Tab and pressed with Enter: no mouse. */
async function switchLanguageByKeyboard(page: Page, language: 'en' | 'pl'): Promise<void> {
  const button = page.getByRole('button', {
    name: language === 'pl' ? 'Polski' : 'English',
    exact: true,
  });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await pressOn(page, button, 'Enter');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

const words = {
  en: {
    language: 'en',
    apply: /^register and apply for a place/i,
    step1: 'Step 1 of 2',
    step2: 'Step 2 of 2',
    readRegulations: /^read the campus regulations/i,
    readDone: /^i have read the regulations/i,
    regulations: /know the campus regulations/i,
    rodo: /have read the information on personal data processing/i,
    continue: /^continue/i,
    statements2: [
      'Confirm that you know the campus regulations',
      'Confirm that you have read the information on personal data processing',
    ],
    regulationsMessage:
      'Open and read the campus regulations before you confirm that you know them',
    registerTitle: 'Registration',
    summary: /^there is a problem/i,
    native: /^i study at the university/i,
    index: /^student number/i,
    placeRequired: [
      'Enter the distance in kilometres',
      'Enter the number of family members, including you',
      'Enter the average monthly net income per person',
    ],
    statementLines: [
      'Confirm that the data in your application are true',
      'Confirm that you know false data cancel the place allocation',
      'Confirm that you know a place is allocated for one academic year',
    ],
    send: /^send the application/i,
    delivered: 'Your application has been delivered!',
    noCaptcha: /not configured in this demo/i,
    restored: /we restored the form you started/i,
  },
  pl: {
    language: 'pl',
    apply: /^zarejestruj się i złóż wniosek/i,
    step1: 'Krok 1 z 2',
    step2: 'Krok 2 z 2',
    readRegulations: /^przeczytaj regulamin osiedla/i,
    readDone: /^potwierdzam przeczytanie/i,
    regulations: /znam regulamin osiedla/i,
    rodo: /informacją o przetwarzaniu danych osobowych/i,
    continue: /^dalej/i,
    statements2: [
      'Potwierdź, że znasz regulamin osiedla',
      'Zaznacz oświadczenie o zapoznaniu się z informacją o przetwarzaniu danych osobowych',
    ],
    regulationsMessage: 'Otwórz i przeczytaj regulamin osiedla, zanim potwierdzisz, że go znasz',
    registerTitle: 'Rejestracja',
    summary: /^wystąpił problem/i,
    native: /^studiuję na uczelni/i,
    index: /^numer indeksu/i,
    placeRequired: [
      'Podaj odległość w kilometrach',
      'Podaj liczbę członków rodziny (łącznie z Tobą)',
      'Podaj średni miesięczny dochód netto na osobę',
    ],
    statementLines: [
      'Potwierdź, że dane we wniosku są prawdziwe',
      'Zaznacz oświadczenie, że podanie nieprawdziwych danych unieważnia przydział miejsca',
      'Zaznacz oświadczenie, że miejsce przydziela się na jeden rok akademicki',
    ],
    send: /^wyślij wniosek/i,
    delivered: 'Twój wniosek został złożony.',
    noCaptcha: /nie jest skonfigurowane w tej wersji demonstracyjnej/i,
    restored: /przywróciliśmy rozpoczęty formularz/i,
  },
} as const;

type Words = (typeof words)['en' | 'pl'];

/** A field's label in the words' language (the valid applicant's table has them all). */
const label = (w: Words, name: string) => applicantLabel(name, w.language);

/** "Yes" to the question about a place, right after the applicant type (issue 22). */
const placeYes = (page: Page, w: Words) =>
  answerRadio(page, applyingForPlaceLabel, 'yes', w.language);

/** From the main page to the registration form, through the declarations, by keyboard. */
async function throughDeclarations(page: Page, w: Words, language: 'en' | 'pl'): Promise<void> {
  await page.goto('./#/');
  await waitForApp(page);
  await switchLanguageByKeyboard(page, language);
  await pressOn(page, page.getByRole('link', { name: w.apply }), 'Enter');
  // The one entry opens the path at its first step, the declarations (issue 22).
  await expect(page).toHaveURL(/#\/register$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleDescription(w.step1);

  // An empty Continue first: both messages, a focused summary, and axe with the errors shown.
  await pressOn(page, page.getByRole('button', { name: w.continue }), 'Enter');
  const summary = page.getByRole('alert').filter({ hasText: w.statements2[0] });
  await expect(summary).toBeFocused();
  for (const line of w.statements2)
    await expect(summary.getByRole('link', { name: line, exact: true })).toHaveCount(1);
  await pressOn(page, page.getByRole('checkbox', { name: w.regulations }));
  await pressOn(page, page.getByRole('button', { name: w.continue }), 'Enter');
  await expect(page.getByRole('alert').filter({ hasText: w.regulationsMessage })).toBeVisible();
  await expectNoAxeViolations(page, `rodo with errors ${language}`);

  await pressOn(page, page.getByRole('button', { name: w.readRegulations }), 'Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, `regulations dialog ${language}`);
  await pressOn(page, dialog.getByRole('button', { name: w.readDone }), 'Enter');
  await expect(dialog).toBeHidden();
  await pressOn(page, page.getByRole('checkbox', { name: w.rodo }));
  await pressOn(page, page.getByRole('button', { name: w.continue }), 'Enter');
  await expect(page.getByRole('heading', { level: 1, name: w.registerTitle })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleDescription(w.step2);
  await expect(page).toHaveURL(/#\/register$/);
}

/** /register with the declarations agreed (seeded in storage) and the app started. */
async function openAgreedForm(page: Page): Promise<void> {
  await seedRodoAgreement(page);
  await page.goto('./#/register');
  await waitForApp(page);
}

// One whole application and one empty one, each crossing both languages on one page: the texts
// and messages of each language are the component tests' (registration-form.test.tsx "gives
// every field the schema requires its own message…", "requires its fields and the three
// statements"); here what only a browser shows: the real build and demo API, keyboard-only
// use, focus, and axe in both languages at every step.
test('a whole Student application with a place request and photo is delivered: keyboard only, axe in en and pl', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const w = words.en;
  await throughDeclarations(page, w, 'en');
  await expect(page.getByText(w.noCaptcha)).toBeVisible();
  await expectNoAxeViolations(page, 'register en');

  // The valid applicant (src/testing/valid-applicant.ts), every step by keyboard: the question
  // about a place right after the applicant type (issue 22), the place request at the end.
  await fillRegistrationForm(page, { keyboard: true });
  await expect(placeYes(page, w)).toBeChecked();
  await expect(page.getByRole('img')).toBeVisible();
  await expectNoAxeViolations(page, 'register filled en');

  // The filled form in Polish, sent in Polish.
  const pl = words.pl;
  await switchLanguageByKeyboard(page, 'pl');
  await expect(page.getByRole('textbox', { name: label(pl, 'firstName') })).toHaveValue(
    applicantValue('firstName'),
  );
  await expectNoAxeViolations(page, 'register filled pl');
  await pressOn(page, page.getByRole('button', { name: pl.send }), 'Enter');
  const delivered = page.getByRole('heading', { name: pl.delivered });
  await expect(delivered).toBeVisible();
  await expect(delivered).toBeFocused();
  await expectNoAxeViolations(page, 'delivered pl');
  await switchLanguageByKeyboard(page, 'en');
  await expect(page.getByRole('heading', { name: w.delivered })).toBeVisible();
  await expectNoAxeViolations(page, 'delivered en');
  const drafts = await page.evaluate(() =>
    Object.keys(sessionStorage).filter((key) => key.startsWith('dormitory:draft:')),
  );
  expect(drafts).toEqual([]);
});

// Each sentence of the summary and of every field, in both languages and after each switch:
// registration-form.test.tsx "words the summary and every field message anew after a switch…".
// Here what the browser shows: the real build, keyboard-only use, the summary taking focus, a
// summary link taking the keyboard to its field, every field's error shown, and axe in both
// languages with the errors on screen.
test.describe('the summary of an empty application', () => {
  // The summary's lines, read off the registration schema (e2e/required-messages.ts) by a Vite
  // loader, which takes a few seconds: once, before the test and outside its time.
  let plRequired: Awaited<ReturnType<typeof requiredSummary>> = [];
  let enRequired: typeof plRequired = [];
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    [plRequired, enRequired] = await Promise.all([requiredSummary('pl'), requiredSummary('en')]);
  });

  test("an empty application shows the summary and each field's message: keyboard only, axe in pl and en", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const [pl, en] = [words.pl, words.en];
    const lines = (required: { line: string }[]) => required.map(({ line }) => line);
    await throughDeclarations(page, pl, 'pl');
    await pressOn(page, page.getByRole('button', { name: pl.send }), 'Enter');
    const summary = page.getByRole('alert').filter({ hasText: plRequired[0]?.line ?? '' });
    await expect(summary).toBeFocused();
    // Every line the schema gives an empty form, in its order, and each field's own message.
    await expect(summary.getByRole('link')).toHaveText(lines(plRequired));
    await expect(page.locator('.field__error')).toHaveCount(plRequired.length);
    await expectNoAxeViolations(page, 'register with errors pl');

    // The errors follow a switch to English; a summary link takes the keyboard to its field.
    await switchLanguageByKeyboard(page, 'en');
    const enSummary = page.getByRole('alert').filter({ hasText: enRequired[0]?.line ?? '' });
    const nameLine = enRequired.find(({ path }) => path === 'firstName')?.line ?? 'first name';
    await expect(enSummary.getByRole('link')).toHaveText(lines(enRequired));
    // Every field's own message is in English now (each sentence: the component test).
    await expect(
      page.locator('.field__error').filter({ hasText: /(Enter|Select|Add) / }),
    ).toHaveCount(lines(enRequired).filter((line) => /^(Enter|Select|Add) /.test(line)).length);
    await expectNoAxeViolations(page, 'register with errors en');
    await pressOn(page, enSummary.getByRole('link', { name: nameLine }), 'Enter');
    await expect(page.getByRole('textbox', { name: label(en, 'firstName') })).toBeFocused();

    // The question is above, near the top: Shift+Tab back into it (an unanswered group is entered
    // on its last radio from below), then the arrow key or Space answers Yes.
    const inQuestion = () =>
      page.evaluate(
        () => (document.activeElement as HTMLInputElement | null)?.name === 'applyingForPlace',
      );
    for (let step = 0; step < 80 && !(await inQuestion()); step += 1)
      await page.keyboard.press('Shift+Tab');
    const onYes = await placeYes(page, en).evaluate((node) => node === document.activeElement);
    await page.keyboard.press(onYes ? 'Space' : 'ArrowUp');
    await expect(placeYes(page, en)).toBeChecked();
    await pressOn(page, page.getByRole('button', { name: en.send }), 'Enter');
    const placeSummary = page.getByRole('alert').filter({ hasText: en.placeRequired[0] });
    await expect(placeSummary).toBeFocused();
    for (const line of en.statementLines)
      await expect(placeSummary.getByRole('link', { name: line, exact: true })).toHaveCount(1);
    await expectNoAxeViolations(page, 'place request with errors en');

    await switchLanguageByKeyboard(page, 'pl');
    const plPlaceSummary = page.getByRole('alert').filter({ hasText: pl.placeRequired[0] });
    for (const line of pl.statementLines)
      await expect(plPlaceSummary.getByRole('link', { name: line, exact: true })).toHaveCount(1);
    for (const statement of placeRequestSteps.filter((step) => step.kind === 'checkbox'))
      await expect(page.getByRole('checkbox', { name: statement.label.pl })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    await expectNoAxeViolations(page, 'place request with errors pl');
  });
});

test('a half-filled form comes back after a reload, without the sensitive numbers', async ({
  page,
}) => {
  // Not about the keyboard (the whole application is): fill() keeps it short.
  test.setTimeout(60_000);
  const w = words.en;
  await openAgreedForm(page);
  await expect(page.getByRole('heading', { level: 1, name: w.registerTitle })).toBeVisible();
  const field = (name: RegExp | string) => page.getByRole('textbox', { name }).first();
  const country = page
    .getByRole('group', { name: 'Identity', exact: true })
    .getByRole('combobox', { name: /^country/i });
  const documentType = page.getByRole('combobox', { name: /^identity document type/i });
  // The valid applicant without the photo, as a foreigner: country, document type and number
  // instead of PESEL.
  for (const step of applicantSteps) {
    if (step.kind === 'file') continue;
    if (step.name !== 'pesel') {
      await takeStep(page, step);
      continue;
    }
    await page.getByRole('checkbox', { name: /^i am not a polish citizen/i }).check();
    await expect(documentType.locator('option')).toHaveCount(6);
    await country.selectOption({ label: 'Germany' });
    await documentType.selectOption({ label: 'Foreign passport' });
    await field(/^identity document number/i).fill('X1234567');
  }
  const typed = applicantSteps.filter((step) => step.kind === 'text' && step.name !== 'pesel');
  await page.getByRole('checkbox', { name: /^i want an invoice/i }).check();
  await field(/^eu vat number/i).fill('PL8567346215');
  await field(/^comment/i).fill('Near the library, please');
  await placeYes(page, w).check();
  await field(label(w, 'distance')).fill('120');

  await field(label(w, 'distance')).press('Tab');
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('dormitory:draft:register')))
    .toContain('Near the library, please');
  const stored = await page.evaluate(() => sessionStorage.getItem('dormitory:draft:register'));
  expect(stored).toContain(applicantValue('firstName'));
  expect(stored).toContain('Near the library, please');
  expect(stored).not.toContain('X1234567');
  const iban = applicantStep('bankAccount');
  for (const number of [applicantValue('bankAccount'), 'sent' in iban ? iban.sent : null])
    if (number) expect(stored).not.toContain(number);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: w.registerTitle })).toBeVisible();
  await expect(page.getByText(w.restored)).toBeVisible();
  await expect(page.getByRole('radio', { name: label(w, 'studentFormSubtype') })).toBeChecked();
  await expect(page.getByRole('radio', { name: label(w, 'sex') })).toBeChecked();
  // Every answer but the bank account number, which is not kept.
  for (const step of typed)
    await expect(field(step.label.en)).toHaveValue(
      step.name === 'bankAccount' || step.kind !== 'text' ? '' : step.value,
    );
  await expect(page.getByRole('checkbox', { name: /^i am not a polish citizen/i })).toBeChecked();
  await expect(country).toHaveValue('276');
  await expect(documentType).toHaveValue('3');
  await expect(page.getByRole('combobox', { name: label(w, 'universityId') })).toHaveValue('1');
  await expect(page.getByRole('checkbox', { name: /^i want an invoice/i })).toBeChecked();
  await expect(field(/^eu vat number/i)).toHaveValue('PL8567346215');
  await expect(field(/^comment/i)).toHaveValue('Near the library, please');
  await expect(placeYes(page, w)).toBeChecked();
  await expect(field(label(w, 'distance'))).toHaveValue('120');
  // The document number was not kept: it is asked for again, and its hint says why (the form
  // opens at its top: nothing moves focus down the page, issue 34).
  const documentNumber = field(/^identity document number/i);
  await expect(documentNumber).toHaveValue('');
  await expect(documentNumber).not.toBeFocused();
  await expect(documentNumber).toHaveAccessibleDescription(/not kept in the saved form/i);
  await expectNoAxeViolations(page, 'restored draft');
});

// A current student's sign-in from the form, with nothing typed lost: e2e/applicant.spec.ts.

test('the phone number ranges download when a phone field first gets focus, not with the form', async ({
  page,
}) => {
  const w = words.en;
  // libphonenumber-js/max is its own chunk, named after the module (max-<hash>.js).
  const phoneData: string[] = [];
  page.on('request', (request) => {
    if (/\/max-[\w-]+\.js$/.test(new URL(request.url()).pathname)) phoneData.push(request.url());
  });
  await openAgreedForm(page);
  await expect(page.getByRole('heading', { level: 1, name: w.registerTitle })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Technical University' })).toBeAttached();
  await typeInto(page, page.getByRole('textbox', { name: label(w, 'firstName') }), 'Ewa');
  expect(phoneData).toEqual([]);

  await typeInto(
    page,
    page.getByRole('textbox', { name: label(w, 'phoneNumber') }),
    '+48 100 000 000',
  );
  await expect.poll(() => phoneData.length).toBe(1);
  await pressOn(page, page.getByRole('button', { name: w.send }), 'Enter');
  await expect(
    page.getByRole('textbox', { name: label(w, 'phoneNumber') }),
  ).toHaveAccessibleDescription(
    /Enter a phone number like 601 234 567, or one from abroad with its country code, like \+49 1512 3456789$/,
  );
  // Left empty: it says what to enter (issue 22), not the format.
  await expect(
    page.getByRole('textbox', { name: label(w, 'emergencyPhone') }),
  ).toHaveAccessibleDescription(/Enter the emergency phone number$/);
  expect(phoneData).toHaveLength(1);
});

test('the Polish calendar starts weeks on Monday and works with the keyboard', async ({ page }) => {
  test.setTimeout(60_000);
  const w = words.pl;
  await openAgreedForm(page);
  await switchLanguageByKeyboard(page, 'pl');
  await expect(page.getByRole('heading', { level: 1, name: w.registerTitle })).toBeVisible();
  const since = page.getByRole('textbox', { name: label(w, 'startDate') });
  await typeInto(page, since, '07.10.2026');
  await pressOn(
    page,
    // Named exactly as read out: no space before the colon (a hidden span once added one).
    page.getByRole('button', { name: 'Wybierz z kalendarza: Data zakwaterowania', exact: true }),
    'Enter',
  );
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  await expect(grid.locator('th').first()).toHaveAttribute('aria-label', /poniedziałek/i);
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /7 października 2026/i);
  await expectNoAxeViolations(page, 'calendar pl');
  // The calendar wears the portal's colour (selected and today's day), not the library's blue.
  const colours = await grid.evaluate((element) => ({
    accent: getComputedStyle(element.closest('.rdp-root') ?? element)
      .getPropertyValue('--rdp-accent-color')
      .trim(),
    brand: getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim(),
  }));
  expect(colours.accent).toBe(colours.brand);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(grid).toBeHidden();
  await expect(since).toHaveValue('08.10.2026');
  await expect(since).toBeFocused();
  // Escape closes the calendar and hands focus back to its button.
  const toggle = page.getByRole('button', {
    name: 'Wybierz z kalendarza: Data wykwaterowania',
    exact: true,
  });
  await pressOn(page, toggle, 'Enter');
  await expect(grid).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(grid).toBeHidden();
  await expect(toggle).toBeFocused();
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test('the form with its errors, the place request and the calendar need no sideways scrolling', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const w = words.pl;
    await openAgreedForm(page);
    await switchLanguageByKeyboard(page, 'pl');
    await expect(page.getByRole('heading', { level: 1, name: w.registerTitle })).toBeVisible();
    await pressOn(page, placeYes(page, w));
    await pressOn(page, page.getByRole('checkbox', { name: /^chcę otrzymać fakturę/i }));
    await pressOn(page, page.getByRole('button', { name: w.send }), 'Enter');
    await expect(page.getByRole('alert', { name: w.summary })).toBeFocused();
    await pressOn(
      page,
      page.getByRole('button', { name: /^wybierz z kalendarza.*data zakwaterowania/i }),
      'Enter',
    );
    await expect(page.getByRole('grid')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // Nor inside the calendar: its 44 px days were wider than the screen, and Friday's column was
    // cut while Saturday and Sunday sat out of sight in a box that scrolled sideways.
    const calendar = page.locator('.date-field__calendar:not([hidden])');
    const inner = await calendar.evaluate((box) => box.scrollWidth - box.clientWidth);
    expect(inner, 'sideways scroll inside the calendar').toBeLessThanOrEqual(0);
    const box = await calendar.boundingBox();
    const lastDay = calendar.locator('.rdp-weekday').last();
    await expect(lastDay).toHaveAttribute('aria-label', /niedziela/i);
    const sunday = await lastDay.boundingBox();
    expect(box && sunday && sunday.x + sunday.width <= box.x + box.width).toBe(true);
  });
});
