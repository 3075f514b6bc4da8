import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

type Violation = { directive: string; blockedURI: string; sample: string };

/**
 * Every browser test runs with two guards: no Content-Security-Policy violation and no uncaught
 * error in the page, so a blank screen or a policy break anywhere fails the flow that hit it.
 */
export const test = base.extend<{ pageGuards: void }>({
  pageGuards: [
    async ({ page }, use) => {
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.addInitScript(() => {
        const store: Violation[] = [];
        (window as unknown as { __cspViolations: Violation[] }).__cspViolations = store;
        document.addEventListener('securitypolicyviolation', (event) => {
          store.push({
            directive: event.violatedDirective,
            blockedURI: event.blockedURI,
            sample: event.sample,
          });
        });
      });
      await use();
      const violations = await page
        .evaluate(
          () => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? [],
        )
        .catch(() => [] as Violation[]);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      expect(pageErrors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Zero WCAG 2.1 A/AA violations, printed readably when there are some. */
export async function expectNoAxeViolations(page: Page, context = ''): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  );
  expect(summary, `axe violations ${context}`).toEqual([]);
}

/** Opens a hash route of the app and waits for its main heading. */
export async function openRoute(page: Page, route: string): Promise<void> {
  await page.goto(`./#${route}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Sets the interface language the way a person would: with the switch in the header. */
export async function switchLanguage(page: Page, language: 'en' | 'pl'): Promise<void> {
  const name = language === 'pl' ? 'Polski' : 'English';
  const button = page.getByRole('button', { name, exact: true });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
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

/** Moves focus with Tab (at most `limit` presses) until `target` has it: keyboard only. */
export async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Could not reach ${target.toString()} with Tab`);
}

/** Tabs to `target` and presses `key` on it (Enter for buttons and links, Space for checkboxes). */
export async function pressOn(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}
