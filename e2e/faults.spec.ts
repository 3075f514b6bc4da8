import { readdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import {
  clearDemoApiFault,
  expect,
  fillRegistrationForm,
  openRoute,
  seedResidentSession,
  seedRodoAgreement,
  setDemoApiFault,
  switchLanguage,
  test,
} from './fixtures';

// Fault tolerance (issue 7): the demo API fails on purpose (src/mocks/handlers/faults.ts) in each
// way a real network does, on every call of every screen. The person must then get a message in
// their language (checked in English, then again after switching to Polish), with no raw codes,
// never a blank screen, keep what was typed, get a way to try again that works once the API is
// back, and no request may go out twice by a double click or by itself.
const modes = ['offline', 'stall', '500', 'malformed', 'empty'] as const;
type Mode = (typeof modes)[number];
type Language = 'en' | 'pl';
type Fault = { path: string; method?: 'GET' | 'POST' | 'PUT' };

/** The demo build's time-out is 8 s (.env.demo); a stall has to outlast it. */
test.describe.configure({ timeout: 60_000 });
const failureTimeout = 15_000;

// ---------------------------------------------------------------------------------------------
// What a failure message is: a sentence of the app's own error texts in the active language.

type Pattern = { key: string; pattern: RegExp };

function flatten(value: unknown, prefix: string, into: Map<string, string>) {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix ? `${prefix}.${key}` : key, into);
}

function localeTexts(language: Language): Map<string, string> {
  const folder = new URL(`../src/i18n/locales/${language}/`, import.meta.url);
  const texts = new Map<string, string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    if (file === 'validation.json') continue; // field messages, not failures of a call
    flatten(JSON.parse(readFileSync(new URL(file, folder), 'utf8')), file.slice(0, -5), texts);
  }
  return texts;
}

const errorKey = /(error|fail|mismatch|network|timeout|badResponse)/i;
const notAFailure = /(errorSummary|errorPrefix|errorScreen|errorDialog\.(title|status))/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

function failurePatterns(language: Language): Pattern[] {
  const own = localeTexts(language);
  const other = localeTexts(language === 'en' ? 'pl' : 'en');
  const others = new Set(other.values());
  const patterns: Pattern[] = [];
  for (const [key, text] of own) {
    if (!errorKey.test(key) || notAFailure.test(key) || others.has(text)) continue;
    const parts = normalise(text.replace(/<\/?\w+>/g, '')).split(/\{\{\s*\w+\s*\}\}/);
    if (parts.join('').length < 12) continue;
    patterns.push({ key, pattern: new RegExp(parts.map(escape).join('[\\s\\S]*?')) });
  }
  return patterns;
}

const patterns = { en: failurePatterns('en'), pl: failurePatterns('pl') };
/** What a person must never be shown instead of a sentence. */
const rawCode =
  /\b(NETWORK|TIMEOUT|BAD_RESPONSE|ECONNABORTED|ERR_[A-Z_]+|undefined|null|NaN)\b|\[object/;

/** The visible text of the page, without the error dialog's "write this down" details. */
function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('.error-dialog__info').forEach((details) => details.remove());
    document.body.append(clone);
    clone.style.position = 'absolute';
    const text = clone.innerText;
    clone.remove();
    return text;
  });
}

async function expectFailureMessage(page: Page, language: Language) {
  let shown = '';
  await expect
    .poll(
      async () => {
        shown = normalise(await visibleText(page));
        return patterns[language].find(({ pattern }) => pattern.test(shown))?.key ?? null;
      },
      { timeout: failureTimeout, message: `a failure message in ${language}` },
    )
    .not.toBeNull();
  expect(shown.match(rawCode)?.[0] ?? null, `raw code in "${shown.slice(0, 400)}"`).toBeNull();
}

async function expectNotBlank(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

// ---------------------------------------------------------------------------------------------
// Driving the demo API and the app.

async function goTo(page: Page, route: string) {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${route}`);
}

/** Requests the fault applies to, as the browser sends them. */
function countRequests(page: Page, fault: Fault): string[] {
  const seen: string[] = [];
  const path = new RegExp(fault.path);
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.includes('/api/') || !path.test(url.pathname)) return;
    if (fault.method && request.method() !== fault.method) return;
    seen.push(request.url());
  });
  return seen;
}

const tryAgain = (scope: Page | Locator) =>
  scope.getByRole('button', { name: /^(try again|spróbuj ponownie)$/i }).first();

async function clickTryAgain(scope: Page | Locator) {
  await expect(tryAgain(scope), 'a "Try again" button').toBeVisible();
  await tryAgain(scope).click();
}

const repeated = (urls: readonly string[]) =>
  urls.filter((url, index) => urls.indexOf(url) !== index);

async function expectRegistrationKept(page: Page) {
  await expect(page.getByRole('textbox', { name: /^first name/i })).toHaveValue('Zofia');
  await expect(page.getByRole('textbox', { name: /^pesel/i })).toHaveValue('02211307589');
}

async function closeErrorDialogIfOpen(page: Page) {
  const dialog = page.getByRole('alertdialog');
  if (await dialog.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
}

async function signInOnDemoSso(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: /demo single sign-on/i })).toBeVisible();
  await page.getByRole('button', { name: /jkowalski/i }).click();
}

const guestIds = {
  polish: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  foreign: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
};
const hotel = { id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', code: '482913' };

async function verifyPolishGuest(page: Page) {
  await page.getByLabel(/^first name/i).fill('Maria');
  await page.getByLabel(/^last name/i).fill('Wiśniewska');
  await page.getByLabel(/^pesel/i).fill('02211307589');
}

async function hotelSignIn(page: Page) {
  await goTo(page, `/hotel-reservation?id=${hotel.id}`);
  await page.getByLabel(/^verification code/i).fill(hotel.code);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

const documentRow = (page: Page) => page.getByRole('row', { name: /D\/\d{4}\/00153/ });

// ---------------------------------------------------------------------------------------------
// Every call of every screen. `reach` goes there (typing what a person would) until the call is
// made; `press` is the button that sends a write (double-clicked); `kept` checks the typed data;
// `retry` is the person's way to try again once the API is back, and `recovered` its result.

type Step = (page: Page) => Promise<void>;
type Case = {
  screen: string;
  fault: Fault;
  seed?: Step;
  /** Steps that must succeed before the fault is switched on. */
  before?: Step;
  reach: Step;
  press?: (page: Page) => Locator;
  kept?: Step;
  retry: Step;
  recovered: Step;
  /** The failure is shown in the modal error dialog (the language switch is behind it). */
  modal?: boolean;
  /**
   * Modes that are not a failure for this call: a write whose answer the screen does not read
   * (`emptyBodyOk`) was accepted by a 2xx even with an empty body, so saying "not sent" would
   * invite a duplicate. The person sees the success, after one request.
   */
  succeedsOn?: readonly Mode[];
};

const panelTab = (tab: string, path: string, heading: RegExp): Case => ({
  screen: `panel ${tab} tab (GET ${path})`,
  fault: { path, method: 'GET' },
  seed: seedResidentSession,
  reach: (page) => goTo(page, `/panel?tab=${tab}`),
  retry: (page) => clickTryAgain(page.getByRole('tabpanel')),
  recovered: async (page) => {
    await expect(
      page.getByRole('tabpanel').getByRole('heading', { name: heading }).first(),
    ).toBeVisible();
    await expect(tryAgain(page)).toHaveCount(0);
  },
});

const registrationList = (route: string, list: string): Case => ({
  screen: `${route}: the ${list} list`,
  fault: { path: `/app/dictionaries/${list}$`, method: 'GET' },
  seed: seedRodoAgreement,
  reach: async (page) => {
    await goTo(page, route);
    await page.getByRole('textbox', { name: /^first name/i }).fill('Zofia');
  },
  kept: async (page) =>
    expect(page.getByRole('textbox', { name: /^first name/i })).toHaveValue('Zofia'),
  retry: clickTryAgain,
  recovered: async (page) => {
    await expect(tryAgain(page)).toHaveCount(0);
    await expect(
      page.getByRole('combobox', { name: /^university/i }).locator('option'),
    ).toHaveCount(4);
    await expect(page.getByRole('textbox', { name: /^first name/i })).toHaveValue('Zofia');
  },
});

const registrationSubmit = (route: string): Case => ({
  screen: `${route}: sending the form (POST)`,
  fault: { path: '/app/form/post$', method: 'POST' },
  seed: seedRodoAgreement,
  modal: true,
  succeedsOn: ['empty'],
  reach: async (page) => {
    await goTo(page, route);
    await fillRegistrationForm(page, { placeRequest: route === '/place-request' });
  },
  press: (page) => page.getByRole('button', { name: /^send the application/i }),
  kept: expectRegistrationKept,
  retry: async (page) => {
    await closeErrorDialogIfOpen(page);
    await expectRegistrationKept(page);
    await page.getByRole('button', { name: /^send the application/i }).click();
  },
  recovered: (page) =>
    expect(
      page.getByRole('heading', { name: 'Your application has been delivered!' }),
    ).toBeVisible(),
});

const cases: Case[] = [
  {
    screen: 'main page: application periods',
    fault: { path: '/app/periods$', method: 'GET' },
    reach: (page) => goTo(page, '/'),
    retry: clickTryAgain,
    recovered: async (page) => {
      await expect(page.getByText('Doctoral students')).toBeVisible();
      await expect(tryAgain(page)).toHaveCount(0);
    },
  },
  {
    screen: 'main page: room prices',
    fault: { path: '/app/dictionaries/dorms$', method: 'GET' },
    reach: (page) => goTo(page, '/'),
    retry: clickTryAgain,
    recovered: async (page) => {
      await expect(page.getByText('DS Riviera')).toBeVisible();
      await expect(tryAgain(page)).toHaveCount(0);
    },
  },
  ...['countries', 'document-types', 'universities', 'dorms'].map((list) =>
    registrationList('/register', list),
  ),
  registrationList('/place-request', 'dorms'),
  registrationSubmit('/register'),
  registrationSubmit('/place-request'),
  panelTab('applications', '/app/panel/applications$', /archival documents/i),
  panelTab('documents', '/app/panel/documents$', /waiting for your signature/i),
  panelTab('documents', '/app/panel/invoice$', /invoice data/i),
  panelTab('fees', '/app/panel/fees/', /receivables/i),
  panelTab('internet', '/app/panel/network/', /transfer/i),
  {
    screen: 'panel: the arrival time (GET)',
    fault: { path: '/app/panel/arrival-time$', method: 'GET' },
    seed: seedResidentSession,
    reach: (page) => goTo(page, '/panel?tab=applications'),
    retry: clickTryAgain,
    recovered: (page) =>
      expect(page.getByRole('button', { name: /^(declare|change) arrival time$/i })).toBeVisible(),
  },
  {
    screen: 'panel: declaring the arrival time (PUT)',
    fault: { path: '/app/panel/arrival-time$', method: 'PUT' },
    seed: seedResidentSession,
    modal: true,
    reach: async (page) => {
      await goTo(page, '/panel?tab=applications');
      await page.getByRole('button', { name: /^declare arrival time$/i }).click();
      const dialog = page.getByRole('dialog', { name: /arrival time/i });
      await dialog.getByLabel(/^date of arrival/i).fill('01/10/2027');
      await dialog.getByLabel(/^time of arrival/i).fill('14:30');
    },
    press: (page) => page.getByRole('button', { name: /^save arrival time$/i }),
    kept: async (page) => {
      await expect(page.getByLabel(/^date of arrival/i)).toHaveValue('01/10/2027');
      await expect(page.getByLabel(/^time of arrival/i)).toHaveValue('14:30');
    },
    retry: (page) => page.getByRole('button', { name: /^save arrival time$/i }).click(),
    recovered: (page) => expect(page.getByText('Arrival time successfully added')).toBeVisible(),
  },
  {
    screen: 'panel: signing a document (POST)',
    fault: { path: '/app/panel/documents/[^/]+/sign$', method: 'POST' },
    seed: seedResidentSession,
    reach: async (page) => {
      await goTo(page, '/panel?tab=documents');
      await documentRow(page)
        .getByRole('button', { name: /^sign declaration/i })
        .click();
    },
    press: (page) => page.getByRole('dialog').getByRole('button', { name: 'Yes, sign' }),
    retry: async (page) => {
      const confirm = page.getByRole('dialog').getByRole('button', { name: 'Yes, sign' });
      if (!(await confirm.isVisible()))
        await documentRow(page)
          .getByRole('button', { name: /^sign declaration/i })
          .click();
      await confirm.click();
    },
    recovered: (page) =>
      expect(documentRow(page).getByText('Signed by you and sent')).toBeVisible(),
  },
  {
    screen: 'panel: saving the invoice data (PUT)',
    fault: { path: '/app/panel/invoice$', method: 'PUT' },
    seed: seedResidentSession,
    reach: async (page) => {
      await goTo(page, '/panel?tab=documents');
      await page.getByLabel(/^company name/i).fill('Lis i Synowie');
    },
    press: (page) => page.getByRole('button', { name: /^save invoice data$/i }),
    kept: (page) => expect(page.getByLabel(/^company name/i)).toHaveValue('Lis i Synowie'),
    retry: (page) => page.getByRole('button', { name: /^save invoice data$/i }).click(),
    recovered: (page) => expect(page.getByText('Invoice data saved.')).toBeVisible(),
  },
  {
    screen: 'panel: registering a MAC address (POST)',
    fault: { path: '/app/panel/network/mac$', method: 'POST' },
    seed: seedResidentSession,
    reach: async (page) => {
      await goTo(page, '/panel?tab=internet');
      await page.getByRole('checkbox', { name: /accept the network regulations/i }).check();
      await page.getByLabel(/^MAC address/).fill('3C-52-82-1A-4F-91');
    },
    press: (page) => page.getByRole('button', { name: /^send to the network administrators$/i }),
    kept: (page) => expect(page.getByLabel(/^MAC address/)).toHaveValue('3C-52-82-1A-4F-91'),
    retry: (page) =>
      page.getByRole('button', { name: /^send to the network administrators$/i }).click(),
    recovered: (page) => expect(page.getByText(/3c:52:82:1a:4f:91 has been sent/)).toBeVisible(),
  },
  {
    screen: 'sign-in: exchanging the code (/login?code=…)',
    fault: { path: '/app/auth/token$', method: 'POST' },
    reach: async (page) => {
      await goTo(page, '/panel');
      await signInOnDemoSso(page);
    },
    retry: async (page) => {
      await page.getByRole('button', { name: /^sign in again$/i }).click();
      await signInOnDemoSso(page);
    },
    recovered: async (page) => {
      await expect(page.getByRole('banner')).toContainText('jkowalski');
      await expect(page.getByRole('tab', { name: /^applications$/i })).toBeVisible();
    },
  },
  {
    screen: 'guest: the status of a verified guest (GET, after a reload)',
    fault: { path: '/app/guest/[^/]+$', method: 'GET' },
    before: async (page) => {
      await goTo(page, `/guest?uuid=${guestIds.polish}`);
      await verifyPolishGuest(page);
      await page.getByRole('button', { name: /^approve/i }).click();
      await expect(page.getByText(/your data have been verified/i)).toBeVisible();
    },
    reach: async (page) => {
      await page.reload();
    },
    retry: async (page) => {
      const again = tryAgain(page);
      if (await again.isVisible()) await again.click();
      else {
        await verifyPolishGuest(page);
        await page.getByRole('button', { name: /^approve/i }).click();
      }
    },
    recovered: (page) => expect(page.getByText(/your data have been verified/i)).toBeVisible(),
  },
  {
    screen: 'guest: the document types (GET)',
    fault: { path: '/app/dictionaries/document-types$', method: 'GET' },
    reach: async (page) => {
      await goTo(page, `/guest?uuid=${guestIds.foreign}`);
      await page.getByLabel(/^first name/i).fill('Lukas');
      await page.getByLabel(/i am a foreigner/i).check();
    },
    kept: (page) => expect(page.getByLabel(/^first name/i)).toHaveValue('Lukas'),
    retry: clickTryAgain,
    recovered: async (page) => {
      await page.getByLabel(/^document type/i).selectOption({ label: 'Foreign passport' });
      await expect(page.getByLabel(/^first name/i)).toHaveValue('Lukas');
    },
  },
  {
    screen: 'guest: verification (POST)',
    fault: { path: '/app/guest/[^/]+/verify$', method: 'POST' },
    reach: async (page) => {
      await goTo(page, `/guest?uuid=${guestIds.polish}`);
      await verifyPolishGuest(page);
    },
    press: (page) => page.getByRole('button', { name: /^approve/i }),
    kept: async (page) => {
      await expect(page.getByLabel(/^first name/i)).toHaveValue('Maria');
      await expect(page.getByLabel(/^pesel/i)).toHaveValue('02211307589');
    },
    retry: (page) => page.getByRole('button', { name: /^approve/i }).click(),
    recovered: (page) => expect(page.getByText(/your data have been verified/i)).toBeVisible(),
  },
  {
    screen: 'guest: accepting the terms (POST)',
    fault: { path: '/app/guest/[^/]+/agreement$', method: 'POST' },
    before: async (page) => {
      await goTo(page, `/guest?uuid=${guestIds.polish}`);
      await verifyPolishGuest(page);
      await page.getByRole('button', { name: /^approve/i }).click();
      await expect(page.getByText(/your data have been verified/i)).toBeVisible();
    },
    reach: (page) => page.getByRole('checkbox', { name: /i have read and accept/i }).check(),
    press: (page) => page.getByRole('button', { name: /^accept the terms/i }),
    kept: (page) =>
      expect(page.getByRole('checkbox', { name: /i have read and accept/i })).toBeChecked(),
    retry: (page) => page.getByRole('button', { name: /^accept the terms/i }).click(),
    recovered: (page) =>
      expect(page.getByText(/you accepted the terms of the guest stay on/i)).toBeVisible(),
  },
  {
    screen: 'hotel: signing in with the code (POST)',
    fault: { path: '/app/hotel/reservations/[^/]+/sign-in$', method: 'POST' },
    reach: async (page) => {
      await goTo(page, `/hotel-reservation?id=${hotel.id}`);
      await page.getByLabel(/^verification code/i).fill(hotel.code);
    },
    press: (page) => page.getByRole('button', { name: /^sign in$/i }),
    kept: (page) => expect(page.getByLabel(/^verification code/i)).toHaveValue(hotel.code),
    retry: (page) => page.getByRole('button', { name: /^sign in$/i }).click(),
    recovered: (page) =>
      expect(page.getByRole('heading', { name: /booking details/i })).toBeVisible(),
  },
  ...[
    { what: 'booking details', path: '/app/hotel/reservations/[^/]+$' },
    { what: 'rooms', path: '/app/hotel/reservations/[^/]+/rooms$' },
  ].map(({ what, path }): Case => ({
    screen: `hotel: the ${what} (POST)`,
    fault: { path, method: 'POST' },
    reach: hotelSignIn,
    retry: clickTryAgain,
    recovered: async (page) => {
      await expect(page.getByRole('heading', { name: /booking details/i })).toBeVisible();
      await expect(page.getByRole('rowheader', { name: '101', exact: true })).toBeVisible();
    },
  })),
  {
    screen: 'hotel: accepting the booking (POST)',
    fault: { path: '/app/hotel/reservations/[^/]+/accept$', method: 'POST' },
    reach: async (page) => {
      await hotelSignIn(page);
      await page.getByRole('button', { name: /^accept$/i }).click();
    },
    press: (page) => page.getByRole('button', { name: /^approve$/i }),
    retry: (page) => page.getByRole('button', { name: /^approve$/i }).click(),
    recovered: (page) => expect(page.getByText('Successfully accepted reservation')).toBeVisible(),
  },
];

for (const c of cases) {
  test.describe(c.screen, () => {
    for (const mode of modes) {
      const title = c.succeedsOn?.includes(mode)
        ? `API ${mode}: a success all the same (nothing to read), after one request`
        : `API ${mode}: a message in both languages, the data kept, one request per attempt, and a retry that works`;
      test(title, async ({ page }) => {
        await c.seed?.(page);
        await openRoute(page, '/accessibility'); // calls no API
        await switchLanguage(page, 'en');
        await c.before?.(page);
        const sent = countRequests(page, c.fault);
        const sentBefore = sent.length;
        await setDemoApiFault(page, { ...c.fault, mode });
        await c.reach(page);
        if (c.press) await c.press(page).dblclick();

        if (c.succeedsOn?.includes(mode)) {
          await c.recovered(page);
          expect(sent.length - sentBefore, 'requests for one press').toBe(1);
          return;
        }
        await expectFailureMessage(page, 'en');
        await expectNotBlank(page);
        await c.kept?.(page);
        if (c.press) expect(sent.length - sentBefore, 'requests for one press').toBe(1);
        else expect(repeated(sent.slice(sentBefore)), 'requests sent twice').toEqual([]);
        if (!c.modal) {
          await switchLanguage(page, 'pl');
          await expectFailureMessage(page, 'pl');
          await switchLanguage(page, 'en');
          await c.kept?.(page);
        }

        await clearDemoApiFault(page);
        await c.retry(page);
        await c.recovered(page);
        if (c.press) expect(sent.length - sentBefore, 'requests after one retry').toBe(2);
      });
    }
  });
}

test.describe('the browser itself offline', () => {
  test('opening a screen whose code is not loaded yet says so, and works once back online', async ({
    page,
    context,
  }) => {
    await openRoute(page, '/accessibility');
    await context.setOffline(true);
    await goTo(page, `/hotel-reservation?id=${hotel.id}`);
    await expectFailureMessage(page, 'en');
    await expectNotBlank(page);
    await context.setOffline(false);
    // The screen's own way to try again must work: no reload, nothing typed lost elsewhere.
    await clickTryAgain(page);
    await expect(page.getByRole('heading', { level: 1, name: /hotel booking/i })).toBeVisible();
    await expect(page.getByLabel(/^verification code/i)).toBeVisible();
  });
});
