import type { Page } from '@playwright/test';
import { expect, seedResidentSession, test } from './fixtures';
import { panelTabNames } from './panel-tabs';

// Most residents open the panel on a phone: above every tab stand the heading, the to-do list (a
// row per thing to do; a declared arrival as one line) and the tab list (decision 010). Where
// little is to do (anowak: one thing, and her declared arrival), each tab's content starts within
// the first 60 % of the screen; with three things to do (jkowalski: two documents, the rent, the
// arrival), the list, the tabs and the start of the tab the panel opens on are still on the first
// screen, within its first 70 %.
const phone = { width: 390, height: 844 };

/** Where the open tab's content starts, once the tab and the to-do list have their answers. */
async function contentTop(page: Page, name: RegExp | string): Promise<number> {
  const panel = page.getByRole('tabpanel', { name });
  await expect(panel.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(panel.locator('.loading-state')).toHaveCount(0);
  await expect(page.locator('.to-do .loading-state')).toHaveCount(0);
  const top = await panel.evaluate((element) => {
    // The first box the tab paints (a heading, a card, a section with its heading).
    for (const child of element.querySelectorAll('*')) {
      const box = child.getBoundingClientRect();
      if (box.height > 0 && box.width > 0) return box.top;
    }
    return Number.POSITIVE_INFINITY;
  });
  // And it is the tab's content, not something the frame added above it.
  const tabTop = (await page.getByRole('tablist').boundingBox())?.y ?? 0;
  expect(top).toBeGreaterThan(tabTop);
  return top;
}

for (const language of ['en', 'pl'] as const) {
  test.describe(`the panel on a phone (${language})`, () => {
    test.use({ viewport: phone, locale: language === 'pl' ? 'pl-PL' : 'en-GB' });

    for (const [tab, names] of Object.entries(panelTabNames)) {
      test(`with one thing to do, the ${names[language]} tab's content starts on the first screen`, async ({
        page,
      }) => {
        await seedResidentSession(page, '1002', 'anowak');
        await page.goto(`./#/panel?tab=${tab}`);
        const top = await contentTop(page, new RegExp(`^${names[language]}`));
        expect(top, `the tab's content starts ${top} px down`).toBeLessThan(0.6 * phone.height);
      });
    }

    test('with three things to do, the list, the tabs and the tab it opens on fit the first screen', async ({
      page,
    }) => {
      await seedResidentSession(page);
      await page.goto('./#/panel');
      const documents = new RegExp(`^${panelTabNames.documents[language]}`);
      await expect(page.getByRole('tab', { name: documents, selected: true })).toBeVisible();
      await expect(page.locator('.to-do__item')).toHaveCount(3);
      const top = await contentTop(page, documents);
      expect(top, `the tab's content starts ${top} px down`).toBeLessThan(0.7 * phone.height);
    });
  });
}
