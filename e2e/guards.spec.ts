import {
  dumpBrowserStorage,
  expect,
  expectNoAxeViolations,
  openRoute,
  personalDataIn,
  test,
} from './fixtures';
import { demoSecrets } from './demo-secrets';

// The guards every browser test runs under (fixtures.ts) must themselves be able to fail.

test('the demo personal numbers are known to the privacy guard', () => {
  expect(demoSecrets).toEqual(
    expect.arrayContaining(['02211307589', 'C01X00T47', 'PL61109010140000071219812874']),
  );
});

test('a violation before a navigation still reaches the test', async ({ page, cspViolations }) => {
  await openRoute(page, '/accessibility');
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'https://tracker.example/pixel.png';
    document.body.append(image);
  });
  await expect.poll(() => cspViolations.length).toBe(1);
  await page.goto('./#/');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(cspViolations).toEqual([
    expect.objectContaining({
      directive: 'img-src',
      blockedURI: expect.stringContaining('tracker.example'),
    }),
  ]);
  cspViolations.length = 0; // seen; the guard itself must not fail this test
});

test('a personal number left in storage is found, with spaces or without', async ({ page }) => {
  await openRoute(page, '/accessibility');
  await page.evaluate(() => localStorage.setItem('note', 'PL61 1090 1014 0000 0712 1981 2874'));
  expect(personalDataIn(await dumpBrowserStorage(page.context()))).toContain(
    'PL61109010140000071219812874',
  );
  await page.evaluate(() => localStorage.removeItem('note'));
  expect(personalDataIn(await dumpBrowserStorage(page.context()))).toEqual([]);
});

test('the axe scan finds a violation, also after the page changed since its last scan', async ({
  page,
}) => {
  await openRoute(page, '/accessibility');
  await expectNoAxeViolations(page, 'before');
  await page.evaluate(() => {
    const field = document.createElement('input');
    field.id = 'unlabelled';
    document.querySelector('main')?.append(field);
  });
  await expect(expectNoAxeViolations(page, 'after')).rejects.toThrow(/label/);
  await page.evaluate(() => document.getElementById('unlabelled')?.remove());
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'after a reload');
});
