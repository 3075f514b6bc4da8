import type { Page } from '@playwright/test';
import {
  expect,
  openRoute,
  seedResidentSession,
  seedRodoAgreement,
  switchLanguage,
  tabTo,
  test,
} from './fixtures';

// WCAG 1.4.10 Reflow: content at 320 CSS px wide without two-dimensional scrolling; 1.4.4: usable
// at 200% zoom (a 1280 px window at 200% is a 640 CSS px viewport with deviceScaleFactor 2).
const guestLink = '/guest?uuid=6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const hotelLink = '/hotel-reservation?id=a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

type Control = { role: 'button' | 'link' | 'tab' | 'textbox' | 'checkbox'; name: RegExp };
type RouteCase = { route: string; seed?: (page: Page) => Promise<void>; controls: Control[] };

/** Every route, and the controls a person needs there (English names). */
const routes: RouteCase[] = [
  {
    route: '/',
    controls: [
      { role: 'link', name: /^register and apply for a place/i },
      { role: 'button', name: /^sign in to the resident panel/i },
    ],
  },
  {
    route: '/rodo',
    controls: [
      { role: 'button', name: /^read the campus regulations/i },
      { role: 'checkbox', name: /know the information on personal data processing/i },
      { role: 'button', name: /^continue/i },
    ],
  },
  {
    route: '/register',
    seed: seedRodoAgreement,
    controls: [
      { role: 'textbox', name: /^first name/i },
      { role: 'textbox', name: /^pesel/i },
      { role: 'button', name: /^send the application/i },
    ],
  },
  {
    route: '/place-request',
    controls: [{ role: 'link', name: /^go to the declarations/i }],
  },
  {
    route: '/panel',
    seed: seedResidentSession,
    controls: [
      { role: 'tab', name: /^applications$/i },
      { role: 'button', name: /^(declare|change) arrival time$/i },
      { role: 'button', name: /^log out$/i },
    ],
  },
  {
    route: '/login',
    controls: [
      { role: 'button', name: /^sign in( again)?$/i },
      { role: 'link', name: /^go to the main page/i },
    ],
  },
  {
    route: guestLink,
    controls: [
      { role: 'textbox', name: /^first name/i },
      { role: 'button', name: /^approve/i },
    ],
  },
  {
    route: guestLink.replace('/guest', '/guest-agreement'),
    controls: [{ role: 'button', name: /^approve/i }],
  },
  {
    route: hotelLink,
    controls: [
      { role: 'textbox', name: /^verification code/i },
      { role: 'button', name: /^sign in$/i },
    ],
  },
  { route: '/guest', controls: [{ role: 'link', name: /^go to the main page/i }] },
  {
    route: '/hotel-reservation',
    controls: [{ role: 'link', name: /^go to the main page/i }],
  },
  {
    route: '/accessibility',
    controls: [{ role: 'link', name: /commissioner for human rights/i }],
  },
  { route: '/no-such-page', controls: [{ role: 'link', name: /^go to the main page/i }] },
];

async function horizontalOverflow(page: Page): Promise<number> {
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

async function expectReflows(page: Page, step: string) {
  await page.waitForLoadState('networkidle');
  expect(await overflowingElements(page), `wider than the screen: ${step}`).toEqual([]);
  expect(await horizontalOverflow(page), `sideways scrolling: ${step}`).toBeLessThanOrEqual(0);
}

for (const language of ['en', 'pl'] as const) {
  test.describe(`reflow in ${language}`, () => {
    test.use({ viewport: { width: 320, height: 640 } });
    for (const { route, seed } of routes) {
      test(`${route} fits 320 px without horizontal scrolling`, async ({ page }) => {
        await seed?.(page);
        await openRoute(page, route);
        await switchLanguage(page, language);
        await expectReflows(page, route);
      });
    }
  });
}

// The guest and hotel steps at 320 px, in both languages (labels differ; the steps do not).
const steps = {
  en: {
    firstName: /^first name/i,
    lastName: /^last name/i,
    approve: /^approve/i,
    agree: /i have read and accept/i,
    acceptTerms: /^accept the terms/i,
    accepted: /you accepted the terms/i,
    code: /^verification code/i,
    signIn: /^sign in$/i,
    details: /booking details/i,
    accept: /^accept$/i,
    verification: /confirm your reservation/i,
  },
  pl: {
    firstName: /^imię/i,
    lastName: /^nazwisko/i,
    approve: /^zatwierdź/i,
    agree: /^akceptuję warunki pobytu/i,
    acceptTerms: /^akceptuję warunki$/i,
    accepted: /zostały zaakceptowane/i,
    code: /^kod weryfikacyjny/i,
    signIn: /^zaloguj się$/i,
    details: /szczegóły rezerwacji/i,
    accept: /^akceptuj$/i,
    verification: /potwierdź rezerwację/i,
  },
} as const;

for (const language of ['en', 'pl'] as const) {
  const w = steps[language];
  test.describe(`guest and hotel steps at 320 px in ${language}`, () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test('guest: the form with its errors, the result and the accepted terms', async ({ page }) => {
      await openRoute(page, guestLink);
      await switchLanguage(page, language);
      await page.getByRole('button', { name: w.approve }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectReflows(page, 'guest form with errors');
      await page.getByLabel(w.firstName).fill('Maria');
      await page.getByLabel(w.lastName).fill('Wiśniewska');
      await page.getByLabel(/^pesel/i).fill('02211307589');
      await page.getByRole('button', { name: w.approve }).click();
      await expect(page.getByRole('checkbox', { name: w.agree })).toBeVisible();
      await expectReflows(page, 'guest verified');
      await page.getByRole('checkbox', { name: w.agree }).check();
      await page.getByRole('button', { name: w.acceptTerms }).click();
      await expect(page.getByText(w.accepted)).toBeVisible();
      await expectReflows(page, 'guest terms accepted');
    });

    test('hotel: sign-in, details, the verification step and the result', async ({ page }) => {
      await openRoute(page, hotelLink);
      await switchLanguage(page, language);
      await expectReflows(page, 'hotel sign-in');
      await page.getByLabel(w.code).fill('482913');
      await page.getByRole('button', { name: w.signIn }).click();
      await expect(page.getByRole('heading', { name: w.details })).toBeVisible();
      await expectReflows(page, 'hotel details');
      await page.getByRole('button', { name: w.accept }).click();
      await expect(page.getByRole('heading', { name: w.verification })).toBeVisible();
      await expectReflows(page, 'hotel verification');
    });
  });
}

test.describe('200% zoom', () => {
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
  for (const { route, seed, controls } of routes) {
    test(`${route}: every main control is reachable by keyboard and in view, nothing scrolls sideways`, async ({
      page,
    }) => {
      await seed?.(page);
      await openRoute(page, route);
      await page.waitForLoadState('networkidle');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await expect(page.getByRole('button', { name: 'Polski', exact: true })).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: /skip to main content/i })).toBeFocused();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const { role, name } of controls) {
        const control = page.getByRole(role, { name }).first();
        await tabTo(page, control);
        await expect(control, `${role} ${String(name)}`).toBeInViewport();
        const box = await control.boundingBox();
        expect(box, `${role} ${String(name)} has a box`).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(640 + 1);
      }
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  }
});
