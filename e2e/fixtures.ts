import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
export async function useLanguage(page: Page, language: 'en' | 'pl'): Promise<void> {
  const name = language === 'pl' ? 'Polski' : 'English';
  const button = page.getByRole('button', { name, exact: true });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}
