import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import {
  test as base,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import {
  applicantSteps,
  applyingForPlaceLabel,
  placeRequestSteps,
  yesNoLabels,
  type ApplicantStep,
  type Label,
  type Language,
} from '../src/testing/valid-applicant';
import { demoSecrets } from './demo-secrets';

type Violation = { directive: string; blockedURI: string; sample: string; page: string };

/** Storage, cookies and address of every open page of a context, as one searchable text. */
export async function dumpBrowserStorage(target: Page | BrowserContext): Promise<string> {
  const context = 'context' in target ? target.context() : target;
  const pages = 'context' in target ? [target] : context.pages();
  const dumps: unknown[] = [];
  for (const page of pages) {
    if (page.isClosed() || !/^https?:/.test(page.url())) continue;
    const dump = await page
      .evaluate(async () => {
        // The demo API's own database ("demo-api:*") plays the server: it exists only in demo
        // builds and stands for what a real backend stores.
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
      })
      .catch((error: unknown) => ({ unreadable: String(error) }));
    dumps.push(dump);
  }
  const cookies = await context.cookies();
  return JSON.stringify({ pages: dumps, cookies });
}

/** The demo personal numbers found in a storage dump (spaces ignored, as in "PL61 1090 …"). */
export function personalDataIn(dump: string, secrets: readonly string[] = demoSecrets): string[] {
  const compact = dump.replace(/\s/g, '');
  return secrets.filter((secret) => compact.includes(secret));
}

/** A masked form for messages: a failing test must not print the number it found. */
const masked = (secret: string) => `${secret.slice(0, 3)}…(${secret.length} characters)`;

const inFlight = new WeakMap<Page, Set<Request>>();

/** Keeps count of the page's requests that have not finished or failed yet (expectSettled). */
function countRequestsInFlight(page: Page): void {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/**
 * The page has settled: none of its requests in flight, nothing marked busy or loading, and its
 * web fonts in place, so a measurement or an axe scan sees the final layout. Conditions only:
 * Playwright's network-idle load state waited a fixed 500 ms after the last request on every call.
 */
export async function expectSettled(page: Page): Promise<void> {
  await expect
    .poll(() => [...(inFlight.get(page) ?? [])].map((request) => request.url()), {
      message: 'requests still in flight',
    })
    .toEqual([]);
  await expect(page.locator('.loading-state, [aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

/**
 * Every browser test runs with three guards: no Content-Security-Policy violation, no uncaught
 * error in the page, and none of the demo data's personal numbers left in browser storage,
 * cookies or the address afterwards. Violations are reported to the test as they happen (a
 * binding, not a variable on the page), so those before a navigation or a sign-on redirect count.
 */
export const test = base.extend<{ cspViolations: Violation[]; pageGuards: void }>({
  cspViolations: async ({ context }, provide) => {
    const violations: Violation[] = [];
    await context.exposeBinding(
      '__e2eReportCspViolation',
      (source, violation: Omit<Violation, 'page'>) => {
        violations.push({ ...violation, page: source.page.url() });
      },
    );
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __e2eReportCspViolation?: (v: unknown) => void })
          .__e2eReportCspViolation;
        report?.({
          directive: event.violatedDirective,
          blockedURI: event.blockedURI,
          sample: event.sample,
        });
      });
    });
    await provide(violations);
  },
  pageGuards: [
    async ({ context, cspViolations }, use) => {
      const pageErrors: string[] = [];
      const watch = (page: Page) => {
        page.on('pageerror', (error) => pageErrors.push(error.message));
        countRequestsInFlight(page);
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      const found = personalDataIn(await dumpBrowserStorage(context));
      expect(found.map(masked), 'personal numbers left in browser storage').toEqual([]);
      expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
      expect(pageErrors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** WCAG 2.2 A/AA: 2.1's and 2.2's own (target size, 2.5.8), as e2e/phone.spec.ts scans. */
export const wcag22Tags = [...wcagTags, 'wcag22aa'];

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Zero violations of `tags` (WCAG 2.1 A/AA unless told), printed readably. axe-core runs in the page
 * itself, injected once per document: @axe-core/playwright's analyze() injects it again on every
 * scan and finishes each one in a fresh blank page, which made a scan 3-10 times slower here. What
 * that buys, results from cross-origin frames, does not apply: the demo build has no frames.
 */
export async function expectNoAxeViolations(
  page: Page,
  context = '',
  tags: readonly string[] = wcagTags,
): Promise<void> {
  const injected = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!injected) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe.run(
        document,
        {
          runOnly: { type: 'tag', values: tags },
          // WCAG 2.5.3 (Label in Name, level A): axe ships the rule as experimental, off unless
          // named; names that hide their visible words (issue 33) are a defect here.
          rules: { 'label-content-name-mismatch': { enabled: true } },
        },
      ),
    [...tags],
  );
  expect(results.testEngine.name, 'axe ran').toBe('axe-core');
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  );
  expect(summary, `axe violations ${context}`).toEqual([]);
  expect(await labelsMissingFromNames(page), `names without their label ${context}`).toEqual([]);
}

/**
 * Every visible button, link and tab whose accessible name does not contain the words it shows
 * (WCAG 2.5.3), as `"<shown>" named "<name>"`. axe's own rule looks only at controls named by
 * aria-label or aria-labelledby; this reads every one, with axe's name computation (axe is
 * injected by then), letter case and white space ignored.
 */
async function labelsMissingFromNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type AxeText = {
      setup: (node: Node) => void;
      teardown: () => void;
      utils: { getNodeFromTree: (node: Node) => unknown };
      commons: {
        text: { accessibleTextVirtual: (node: unknown) => string };
        dom: { isVisibleToScreenReaders: (node: unknown) => boolean };
      };
    };
    const axe = (window as unknown as { axe: AxeText }).axe;
    // White space left out: axe joins a block's children without the space a line break shows.
    const plain = (text: string) => text.replace(/\s+/g, '').toLowerCase();
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], [role="button"], [role="link"], [role="tab"]',
    );
    axe.setup(document);
    try {
      const found: string[] = [];
      for (const control of Array.from(controls)) {
        const node = axe.utils.getNodeFromTree(control);
        // Behind an open dialog the page is hidden from assistive technology, names and all.
        if (!control.checkVisibility() || !axe.commons.dom.isVisibleToScreenReaders(node)) continue;
        const shown = plain(control.innerText);
        if (shown === '') continue;
        const name = plain(axe.commons.text.accessibleTextVirtual(node));
        if (!name.includes(shown)) found.push(`"${shown}" named "${name}"`);
      }
      return found;
    } finally {
      axe.teardown();
    }
  });
}

/** How far the page scrolls sideways (0 or less: not at all). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Elements wider than the viewport, excluding those inside a deliberately scrollable region. */
async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const offenders: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (element.closest('.table-wrap, dialog:not([open])')) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width > 0 && rect.right > width + 1) {
        offenders.push(
          `${element.tagName.toLowerCase()}.${String(element.className)}`.slice(0, 80),
        );
      }
    }
    return offenders.slice(0, 5);
  });
}

/** WCAG 1.4.10 at the current viewport: nothing wider than the screen, no sideways scrolling. */
export async function expectReflows(page: Page, step: string): Promise<void> {
  await expectSettled(page);
  expect(await overflowingElements(page), `wider than the screen: ${step}`).toEqual([]);
  expect(await horizontalOverflow(page), `sideways scrolling: ${step}`).toBeLessThanOrEqual(0);
}

/**
 * Opens a hash route of the app and waits for its main heading (longer than other waits: a first
 * load brings the screen's code and starts the demo API's service worker, slow on a busy machine).
 */
/**
 * A prerendered screen (index.html: the main page, registration's gate, a booking's code step)
 * shows before the app runs, its controls doing nothing; a test that clicks, types or tabs waits until the app has
 * replaced it.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('.prepaint')).toHaveCount(0, { timeout: 15_000 });
}

export async function openRoute(page: Page, route: string): Promise<void> {
  await page.goto(`./#${route}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

/** Opens `route` as a signed-in demo resident (seedResidentSession: jkowalski unless named). */
export async function openAsResident(
  page: Page,
  route: string,
  userId = '1001',
  login = 'jkowalski',
): Promise<void> {
  await seedResidentSession(page, userId, login);
  await openRoute(page, route);
}

/**
 * On the demo sign-on page, picks an account and waits until the app is back with it signed in:
 * a whole page load, the code exchange and the screen's first reads, as slow as openRoute's.
 */
export async function chooseDemoAccount(page: Page, login: string): Promise<void> {
  await page.waitForURL(/demo-sso\.html/);
  await page.getByRole('button', { name: new RegExp(login) }).click();
  await expect(page.getByRole('banner')).toContainText(login, { timeout: 15_000 });
}

/** Sets the interface language the way a person would: with the switch in the header. */
export async function switchLanguage(page: Page, language: 'en' | 'pl'): Promise<void> {
  const name = language === 'pl' ? 'Polski' : 'English';
  const button = page.getByRole('button', { name, exact: true });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/**
 * Runs `check` in the page's language, then again after the header's switch to the other one, and
 * switches back: a state reached once is checked in both languages (a switch in the page costs far
 * less than walking the flow again in a new page). `check` should assert a sentence of its
 * language before any scan, so the scan sees the re-rendered page.
 */
export async function inBothLanguages(
  page: Page,
  check: (language: 'en' | 'pl') => Promise<void>,
): Promise<void> {
  const first = (await page.locator('html').getAttribute('lang')) === 'pl' ? 'pl' : 'en';
  const second = first === 'en' ? 'pl' : 'en';
  await check(first);
  await switchLanguage(page, second);
  await check(second);
  await switchLanguage(page, first);
}

/**
 * In both languages (inBothLanguages): what `shown` finds in that language is visible, then axe
 * finds no violation (the scan named `step` and the language).
 */
export async function expectShownAndAxeClean(
  page: Page,
  step: string,
  shown: (language: 'en' | 'pl') => Locator,
): Promise<void> {
  await inBothLanguages(page, async (language) => {
    await expect(shown(language)).toBeVisible();
    await expectNoAxeViolations(page, `${step} ${language}`);
  });
}

/** None of the demo personal numbers, nor `extra`, in the context's storage, cookies or address. */
export async function expectNoPersonalData(
  page: Page,
  extra: readonly string[] = [],
): Promise<void> {
  const found = personalDataIn(await dumpBrowserStorage(page.context()), [
    ...demoSecrets,
    ...extra,
  ]);
  expect(found.map(masked), 'personal numbers in browser storage').toEqual([]);
}

/**
 * Starts the page as demo resident 1001 (jkowalski) without going through the sign-on pages:
 * for tests about layout or faults, not about signing in (e2e/auth.spec.ts covers that).
 */
export async function seedResidentSession(
  page: Page,
  userId = '1001',
  login = 'jkowalski',
): Promise<void> {
  await page.addInitScript(
    ({ userId, login }) => {
      window.sessionStorage.setItem(
        'dormitory:session',
        JSON.stringify({
          account: { access_token: `demo.${userId}.e2e`, token_type: 'Bearer', login, userId },
          guest: { uuid: null, token: null },
          registration: { doesUserAgreeRODO: false, placeRequests: false, placeRequestKind: null },
        }),
      );
    },
    { userId, login },
  );
}

/** Starts the page with the data-processing declarations already agreed (registration state). */
export async function seedRodoAgreement(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!window.sessionStorage.getItem('dormitory:session'))
      window.sessionStorage.setItem(
        'dormitory:session',
        JSON.stringify({
          registration: { doesUserAgreeRODO: true, placeRequests: false, placeRequestKind: null },
        }),
      );
  });
}

/**
 * Moves focus with Tab (at most `limit` presses) until `target` has it: keyboard only. The target
 * is resolved once (a role query over a long form is the slow part), and again only if the page
 * replaced the element while tabbing.
 */
export async function tabTo(page: Page, target: Locator, limit = 150): Promise<void> {
  let element = await target.elementHandle();
  for (let step = 0; step < limit; step += 1) {
    const state = await element.evaluate((node) =>
      !node.isConnected ? 'gone' : node === document.activeElement ? 'focused' : 'not yet',
    );
    if (state === 'focused') return;
    if (state === 'gone') element = await target.elementHandle();
    else await page.keyboard.press('Tab');
  }
  throw new Error(`Could not reach ${target.toString()} with Tab`);
}

/** Tabs to `target`, selects what it holds and types `value` in its place: keyboard only. */
export async function typeInto(page: Page, target: Locator, value: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(value);
}

/** Tabs to `target` and presses `key` on it (Enter for buttons and links, Space for checkboxes). */
export async function pressOn(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** The radio a Yes/No question's group holds for an answer. */
export const answerRadio = (
  page: Page,
  question: Label,
  value: 'yes' | 'no',
  language: Language = 'en',
): Locator =>
  page
    .getByRole('group', { name: question[language] })
    .getByRole('radio', { name: yesNoLabels[value][language], exact: true });

/** The control one step of the valid applicant (src/testing/valid-applicant.ts) is taken on. */
export function controlOf(page: Page, step: ApplicantStep, language: Language = 'en'): Locator {
  const name = step.label[language];
  switch (step.kind) {
    case 'text':
      return page.getByRole('textbox', { name }).first();
    case 'radio':
      return page.getByRole('radio', { name });
    case 'checkbox':
      return page.getByRole('checkbox', { name });
    case 'yes-no':
      return answerRadio(page, step.label, step.value, language);
    case 'select':
      return page.getByRole('combobox', { name });
    case 'file':
      return page.getByLabel(name);
  }
}

/**
 * Takes one step of the valid applicant as a person would: with `fill()` and `check()`, or with
 * the keyboard only (Tab to the control, then type, Space or the arrow keys; the file is the one
 * thing chosen through the file chooser, the operating system's own dialog).
 */
export async function takeStep(
  page: Page,
  step: ApplicantStep,
  { language = 'en', keyboard = false }: { language?: Language; keyboard?: boolean } = {},
): Promise<void> {
  const control = controlOf(page, step, language);
  if (step.kind === 'select') {
    await expect(control.locator('option')).toHaveCount(step.options);
    if (!keyboard) {
      await control.selectOption(step.value);
      return;
    }
    await tabTo(page, control);
    for (let i = 0; i < step.options && (await control.inputValue()) !== step.value; i += 1)
      await page.keyboard.press('ArrowDown');
    await expect(control).toHaveValue(step.value);
    return;
  }
  if (step.kind === 'file') {
    if (keyboard) await tabTo(page, control);
    await control.setInputFiles({
      name: step.file.name,
      mimeType: step.file.type,
      buffer: Buffer.from(step.file.bytes),
    });
    return;
  }
  if (step.kind === 'text') {
    if (!keyboard) {
      await control.fill(step.value);
      return;
    }
    await tabTo(page, control);
    await page.keyboard.type(step.value);
    return;
  }
  if (!keyboard) {
    await control.check();
    return;
  }
  if (step.kind === 'checkbox') {
    await pressOn(page, control, 'Space');
    await expect(control).toBeChecked();
    return;
  }
  // A radio: Tab enters its group on the chosen radio (or the first, when none is), then Space
  // chooses the one that has focus and the arrow keys move to the next.
  const group = page.locator(`input[type="radio"][name="${step.name}"]`);
  const chosen = group.and(page.locator(':checked'));
  await tabTo(page, (await chosen.count()) ? chosen : group.first());
  for (let i = 0; i < 6 && !(await control.isChecked()); i += 1) {
    const focused = await control.evaluate((node) => node === document.activeElement);
    await page.keyboard.press(focused ? 'Space' : 'ArrowDown');
  }
  await expect(control).toBeChecked();
}

/**
 * Fills the whole registration form (the page's language) with the valid applicant, a future
 * student who also applies for a place; on the place-request screen that part is already chosen.
 */
export async function fillRegistrationForm(
  page: Page,
  {
    placeRequest = false,
    keyboard = false,
    language = 'en',
  }: { placeRequest?: boolean; keyboard?: boolean; language?: Language } = {},
): Promise<void> {
  const applying: ApplicantStep = {
    kind: 'yes-no',
    name: 'applyingForPlace',
    label: applyingForPlaceLabel,
    value: 'yes',
  };
  for (const step of applicantSteps) {
    await takeStep(page, step, { language, keyboard });
    if (step.name !== 'studentFormSubtype') continue;
    // The question near the top (issue 22); the place-request screen opens with Yes.
    if (placeRequest) await expect(controlOf(page, applying, language)).toBeChecked();
    else await takeStep(page, applying, { language, keyboard });
  }
  for (const step of placeRequestSteps) await takeStep(page, step, { language, keyboard });
}

export type DemoApiFault = {
  mode: 'offline' | 'stall' | '500' | 'malformed' | 'empty';
  /** A regular expression for the request path. */
  path: string;
  method?: 'GET' | 'POST' | 'PUT';
  /** What a 500 says (as a validation-style list). */
  message?: string;
};

/** Makes the demo API fail on matching requests (src/mocks/handlers/faults.ts) until cleared. */
export async function setDemoApiFault(page: Page, fault: DemoApiFault): Promise<void> {
  await page.evaluate(
    (value) => sessionStorage.setItem('demo-api:fault', JSON.stringify(value)),
    fault,
  );
}

export async function clearDemoApiFault(page: Page): Promise<void> {
  await page.evaluate(() => sessionStorage.removeItem('demo-api:fault'));
}

/**
 * The words of each term and description in the page's fact lists that the browser split across lines (an
 * e-mail address may wrap anywhere: it is marked so).
 */
export async function wordsBrokenInside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const item of document.querySelectorAll('dl.facts > :not(.hotel-break)')) {
      const texts = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        const value = text.textContent ?? '';
        for (const match of value.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          if (range.getClientRects().length > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}
