import type { Page } from '@playwright/test';
import { expect, expectSettled, openAsResident, switchLanguage, test } from './fixtures';

// The Fees tab on a phone (issue 21): each row a card whose buttons and amounts are on the
// screen, nothing inside main scrolling sideways, earlier years opened one at a time; and on a
// 1280 px screen the tables whole, every column shown without a sideways scroller.

const words = {
  en: {
    tab: 'Fees',
    switch: 'Show historical entries',
    year: /^academic year \d{4}\/\d{4}$/i,
    details: /^Details: /,
    overdue: 'Overdue',
    receivables: 'Charges',
    chargeDate: 'Charge date',
  },
  pl: {
    tab: 'Opłaty',
    switch: 'Pokaż wpisy historyczne',
    year: /^rok akademicki \d{4}\/\d{4}$/i,
    details: /^Szczegóły: /,
    overdue: 'Po terminie',
    receivables: 'Należności',
    chargeDate: 'Data naliczenia',
  },
} as const;

/**
 * What a person on a phone cannot reach: visible buttons and amounts of the tab not wholly inside
 * the viewport's width, and boxes inside main that scroll sideways (or the page itself).
 */
async function offScreen(page: Page): Promise<{ outside: string[]; scrolling: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const main = document.querySelector('main');
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const outside: string[] = [];
    const targets = main?.querySelectorAll(
      '.fees-tab button, .fees-tab .num, .fees-tab .balance__amount, .fees-tab .payment-card__value',
    );
    for (const element of targets ?? []) {
      if (!visible(element)) continue;
      const rect = element.getBoundingClientRect();
      if (rect.left < -1 || rect.right > width + 1) outside.push(describe(element));
    }
    const scrolling: string[] = [];
    for (const element of [main, ...(main?.querySelectorAll('*') ?? [])]) {
      if (element && element.scrollWidth > element.clientWidth + 1) {
        const { overflowX } = getComputedStyle(element);
        if (overflowX === 'auto' || overflowX === 'scroll')
          scrolling.push(`${describe(element)} ${element.scrollWidth}>${element.clientWidth}`);
      }
    }
    if (document.documentElement.scrollWidth > width) scrolling.push('the page');
    return { outside: outside.slice(0, 5), scrolling: scrolling.slice(0, 5) };
  });
}

/** Every copy button of the payment card sits below its value, aligned with it (issue 21, point 5). */
async function expectCopyButtonsBelowValues(page: Page): Promise<void> {
  const rows = await page.locator('.payment-card__row dd:has(button)').evaluateAll((cells) =>
    cells.map((cell) => {
      const value = cell.querySelector('.payment-card__value')?.getBoundingClientRect();
      const button = cell.querySelector('button')?.getBoundingClientRect();
      return {
        name: cell.querySelector('button')?.textContent,
        below: Boolean(value && button && button.top >= value.bottom - 1),
        aligned: Boolean(value && button && Math.abs(button.left - value.left) < 2),
      };
    }),
  );
  expect(rows.length).toBeGreaterThanOrEqual(3);
  for (const row of rows)
    expect(row, String(row.name)).toMatchObject({ below: true, aligned: true });
}

async function expectAllOnScreen(page: Page, step: string): Promise<void> {
  await expectSettled(page);
  const found = await offScreen(page);
  expect(found.outside, `buttons or amounts off the screen: ${step}`).toEqual([]);
  expect(found.scrolling, `boxes scrolling sideways: ${step}`).toEqual([]);
}

test.describe('fees on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('jkowalski: cards with kind, amount, deadline and "overdue" in words, the rest behind Details, in en and pl', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openAsResident(page, '/panel?tab=fees');
    for (const language of ['en', 'pl'] as const) {
      const w = words[language];
      await switchLanguage(page, language);
      const charges = page.getByRole('region', { name: w.receivables, exact: true });
      await expect(charges).toBeVisible();
      await expect(
        page.getByRole('img', { name: /^(payment qr code|kod qr płatności)/i }),
      ).toBeVisible();
      const overdue = charges.getByRole('row').filter({ hasText: w.overdue });
      await expect(overdue).toHaveCount(1);
      // A card, not a squeezed table: the header row is out of sight, the kind and amount share
      // the card's first line, and "Overdue" is there in words.
      await expect(charges.getByRole('columnheader').first()).not.toBeInViewport();
      const kind = overdue.getByRole('rowheader');
      const amount = overdue.locator('.fee-cell--amount');
      await expect(amount).toBeVisible();
      const [kindBox, amountBox] = [await kind.boundingBox(), await amount.boundingBox()];
      expect(Math.abs((kindBox?.y ?? 0) - (amountBox?.y ?? 100))).toBeLessThan(12);
      await expect(overdue.getByText(w.overdue)).toBeVisible();
      const chargeDate = overdue.locator('td.fee-cell--more').first();
      await expect(chargeDate).toBeHidden();
      const details = overdue.getByRole('button', { name: w.details });
      await expect(details).toHaveAttribute('aria-expanded', 'false');
      await details.click();
      await expect(details).toHaveAttribute('aria-expanded', 'true');
      await expect(chargeDate).toBeVisible();
      // The label a card draws for the value (the header names it for assistive technology).
      expect(
        await chargeDate.evaluate((cell) => getComputedStyle(cell, '::before').content),
      ).toContain(w.chargeDate);
      await expectAllOnScreen(page, `jkowalski ${language}, details open`);
      await expectCopyButtonsBelowValues(page);
      await details.click();
      await expect(chargeDate).toBeHidden();
    }
  });

  test('pzielinski: historical entries open by academic year, each year on the screen, in en and pl', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openAsResident(page, '/panel?tab=fees', '1003', 'pzielinski');
    for (const language of ['en', 'pl'] as const) {
      const w = words[language];
      await switchLanguage(page, language);
      await expect(page.getByRole('region', { name: w.receivables, exact: true })).toBeVisible();
      const years = page.getByRole('button', { name: w.year });
      const historical = page.getByRole('switch', { name: w.switch });
      if ((await historical.getAttribute('aria-checked')) !== 'true') await historical.click();
      await expect(years.first()).toBeVisible();
      expect(await years.count()).toBeGreaterThanOrEqual(9);
      for (const year of await years.all())
        await expect(year).toHaveAttribute('aria-expanded', 'false');
      // Never the thousands of rows at once: the closed years hold none.
      expect(await page.locator('main tr').count()).toBeLessThan(120);
      const year = years.nth(2);
      const name = (await year.textContent()) ?? '';
      await year.click();
      await expect(year).toHaveAttribute('aria-expanded', 'true');
      const yearCharges = page.getByRole('region', { name: `${w.receivables} ${name}` });
      await expect(yearCharges).toBeVisible();
      await expect.poll(() => yearCharges.getByRole('row').count()).toBeGreaterThan(100);
      await expect(yearCharges.getByRole('button', { name: w.details }).first()).toBeVisible();
      await expectAllOnScreen(page, `pzielinski ${language}, ${name} open`);
      await year.click();
      await expect(yearCharges).toBeHidden();
    }
  });

  test('anowak: the overpayment and the sums it comes from fit the screen, in en and pl', async ({
    page,
  }) => {
    await openAsResident(page, '/panel?tab=fees', '1002', 'anowak');
    for (const language of ['en', 'pl'] as const) {
      await switchLanguage(page, language);
      await expect(
        page.getByText(language === 'en' ? /^All charges, / : /^Wszystkie należności od /),
      ).toBeVisible();
      await expectAllOnScreen(page, `anowak ${language}`);
    }
  });
});

test.describe('fees on a 1280 px screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the receivables are a table with every column and no sideways scroller, in en and pl', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openAsResident(page, '/panel?tab=fees&historical=1', '1003', 'pzielinski');
    for (const language of ['en', 'pl'] as const) {
      await switchLanguage(page, language);
      const w = words[language];
      const charges = page.getByRole('region', { name: w.receivables, exact: true });
      await expect(charges.getByRole('table')).toBeVisible();
      const year = page.getByRole('button', { name: w.year }).first();
      if ((await year.getAttribute('aria-expanded')) !== 'true') await year.click();
      await expect(page.locator('.fees-year--past .fee-table').first()).toBeVisible();
      for (const table of await page.locator('.fee-table--charges').all()) {
        // The kind and nine columns of data (dormitory and room share one): every header on the
        // screen, and no Details button (a phone's card has one).
        const headers = table.getByRole('columnheader');
        await expect(headers).toHaveCount(10);
        for (const header of await headers.all()) {
          await expect(header).toBeVisible();
          const box = await header.boundingBox();
          expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1280);
        }
        await expect(table.getByRole('button', { name: w.details })).toHaveCount(0);
      }
      // The overdue tag whole, not cut in half by the table's box.
      const tag = charges.getByRole('row').filter({ hasText: w.overdue }).getByText(w.overdue);
      await tag.scrollIntoViewIfNeeded();
      await expect(tag).toBeInViewport({ ratio: 1 });
      const found = await offScreen(page);
      expect(found.scrolling, `boxes scrolling sideways at 1280 px, ${language}`).toEqual([]);
      await expectCopyButtonsBelowValues(page);
    }
  });
});
