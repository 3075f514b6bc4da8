import { expect, seedResidentSession, test } from './fixtures';
import { panelTabNames } from './panel-tabs';

// Most residents open the panel on a phone: above every tab stand the heading, the arrival
// notice's intro and the notice as one line with its button, and the tab list. Each tab's own
// content must still start on the first screen, within its first 60 %.
const phone = { width: 390, height: 844 };
const firstScreen = 0.6 * phone.height;

for (const language of ['en', 'pl'] as const) {
  test.describe(`the panel on a phone (${language})`, () => {
    test.use({ viewport: phone, locale: language === 'pl' ? 'pl-PL' : 'en-GB' });

    for (const [tab, names] of Object.entries(panelTabNames)) {
      test(`the ${names[language]} tab's content starts on the first screen`, async ({ page }) => {
        await seedResidentSession(page);
        await page.goto(`./#/panel?tab=${tab}`);
        const panel = page.getByRole('tabpanel', { name: names[language] });
        // Loaded: the tab's headings, no loading state, and the notice's answer.
        await expect(panel.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await expect(panel.locator('.loading-state')).toHaveCount(0);
        await expect(page.locator('.arrival .button[aria-busy]')).toHaveCount(0);
        const top = await panel.evaluate((element) => {
          // The first box the tab paints (a heading, a card, a section with its heading).
          for (const child of element.querySelectorAll('*')) {
            const box = child.getBoundingClientRect();
            if (box.height > 0 && box.width > 0) return box.top;
          }
          return Number.POSITIVE_INFINITY;
        });
        expect(top, `the tab's content starts ${top} px down`).toBeLessThan(firstScreen);
        // And it is the tab's content, not something the frame added above it.
        const tabTop = (await page.getByRole('tablist').boundingBox())?.y ?? 0;
        expect(top).toBeGreaterThan(tabTop);
      });
    }
  });
}
