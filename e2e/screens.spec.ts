import type { Page } from '@playwright/test';
import {
  expectSettled,
  expect,
  expectNoAxeViolations,
  expectReflows,
  horizontalOverflow,
  openRoute,
  seedResidentSession,
  seedRodoAgreement,
  switchLanguage,
  tabTo,
  test,
} from './fixtures';

// One test per screen, on one page load, for what only a browser shows: the real build reaches the
// screen, axe finds nothing in either language (WCAG 2.1 A/AA), usable at 200% zoom (1.4.4: a
// 1280 px window at 200% is a 640 CSS px viewport with deviceScaleFactor 2) and no sideways
// scrolling at 320 CSS px (1.4.10 Reflow) in either language. The texts of each screen are the
// component tests' job (src/**/*-screen.test.tsx, src/app/app.test.tsx).
const guestLink = '/guest?uuid=6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const hotelLink = '/hotel-reservation?id=a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

type Control = { role: 'button' | 'link' | 'tab' | 'textbox' | 'checkbox'; name: RegExp };
type Screen = {
  route: string;
  seed?: (page: Page) => Promise<void>;
  /** The main heading in English and in Polish. */
  heading: [RegExp, RegExp];
  /** The controls a person needs there (English names), reached with Tab at 200% zoom. */
  controls: Control[];
};

const guestHeading: [RegExp, RegExp] = [/^guest verification$/i, /^weryfikacja gościa$/i];
const hotelHeading: [RegExp, RegExp] = [/^hotel reservation$/i, /^rezerwacja hotelowa$/i];
const toMainPage: Control = { role: 'link', name: /^go to the main page/i };

const screens: Screen[] = [
  {
    route: '/',
    heading: [/student dormitories/i, /domy studenckie/i],
    controls: [
      { role: 'link', name: /^register and apply for a place/i },
      { role: 'button', name: /^sign in to the resident panel/i },
    ],
  },
  {
    route: '/rodo',
    heading: [/personal data/i, /danych osobowych/i],
    controls: [
      { role: 'button', name: /^read the campus regulations/i },
      { role: 'checkbox', name: /have read the information on personal data processing/i },
      { role: 'button', name: /^continue/i },
    ],
  },
  {
    route: '/register',
    seed: seedRodoAgreement,
    heading: [/^registration$/i, /^rejestracja$/i],
    controls: [
      // A current student, the form as it opens: the sign-in before the PESEL (issue 34).
      { role: 'button', name: /^sign in with the university login/i },
      { role: 'textbox', name: /^first name/i },
      { role: 'button', name: /^send the application/i },
    ],
  },
  {
    // The confirmation's address in a session that sent nothing (issue 34).
    route: '/application-sent',
    heading: [/^no application sent yet$/i, /^nie wysłano jeszcze wniosku$/i],
    controls: [{ role: 'link', name: /^register and apply for a place/i }],
  },
  {
    // Without the declarations agreed: they are the path's first step, in place (issue 22).
    route: '/place-request',
    heading: [/personal data/i, /danych osobowych/i],
    controls: [
      { role: 'checkbox', name: /know the campus regulations/i },
      { role: 'button', name: /^continue/i },
    ],
  },
  {
    route: '/panel',
    seed: seedResidentSession,
    heading: [/^resident panel$/i, /^panel mieszkańca$/i],
    // The to-do list's arrival button, then the tab the panel opens on (decision 010).
    controls: [
      { role: 'button', name: /^(declare|change) arrival time$/i },
      { role: 'tab', name: /^documents/i },
      { role: 'button', name: /^sign out$/i },
    ],
  },
  {
    route: '/login',
    heading: [/^signing in$/i, /^logowanie$/i],
    controls: [{ role: 'button', name: /^sign in( again)?$/i }, toMainPage],
  },
  {
    route: guestLink,
    heading: guestHeading,
    controls: [
      { role: 'textbox', name: /^first name/i },
      { role: 'button', name: /^approve/i },
    ],
  },
  {
    route: guestLink.replace('/guest', '/guest-agreement'),
    heading: guestHeading,
    controls: [{ role: 'button', name: /^approve/i }],
  },
  {
    route: hotelLink,
    heading: hotelHeading,
    controls: [
      { role: 'textbox', name: /^verification code/i },
      { role: 'button', name: /^sign in$/i },
    ],
  },
  { route: '/guest', heading: guestHeading, controls: [toMainPage] },
  { route: '/guest-agreement', heading: guestHeading, controls: [toMainPage] },
  { route: '/hotel-reservation', heading: hotelHeading, controls: [toMainPage] },
  {
    route: '/accessibility',
    heading: [/accessibility statement/i, /deklaracja dostępności/i],
    controls: [{ role: 'link', name: /commissioner for human rights/i }],
  },
  {
    route: '/no-such-page',
    heading: [/page not found/i, /nie znaleziono strony/i],
    controls: [toMainPage],
  },
];

const title = { en: /student dormitories/i, pl: /domy studenckie/i } as const;

test.describe('every screen', () => {
  // Starts as a 1280 px window at 200% zoom; the test then resizes for the other checks.
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

  for (const { route, seed, heading, controls } of screens) {
    test(`${route}: reached, axe-clean in en and pl, usable at 200% zoom, reflows at 320 px in en and pl`, async ({
      page,
    }) => {
      await seed?.(page);
      await openRoute(page, route);
      const h1 = page.getByRole('heading', { level: 1 }).first();
      await expect(h1).toHaveText(heading[0]);
      await expect(page).toHaveTitle(title.en);
      if (route === '/no-such-page') await expect(page.locator('body')).toHaveClass(/not-found/);
      else await expect(page.locator('body')).not.toHaveClass(/not-found/);

      // 200% zoom, as a keyboard user: skip link first, then every main control, each in view.
      await expectSettled(page);
      expect(await horizontalOverflow(page), 'sideways scrolling at 200%').toBeLessThanOrEqual(0);
      await expect(page.getByRole('button', { name: 'Polski', exact: true })).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: /skip to main content/i })).toBeFocused();
      for (const { role, name } of controls) {
        const control = page.getByRole(role, { name }).first();
        await tabTo(page, control);
        await expect(control, `${role} ${String(name)}`).toBeInViewport();
        const box = await control.boundingBox();
        expect(box, `${role} ${String(name)} has a box`).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(640 + 1);
      }
      expect(await horizontalOverflow(page), 'sideways scrolling at 200%').toBeLessThanOrEqual(0);

      // A desktop window: axe in English, then in Polish after the switch (no reload).
      await page.setViewportSize({ width: 1280, height: 720 });
      await expectSettled(page);
      await expectNoAxeViolations(page, `${route} en`);
      await switchLanguage(page, 'pl');
      await expect(h1).toHaveText(heading[1]);
      await expect(page).toHaveTitle(title.pl);
      await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
      await expectSettled(page);
      await expectNoAxeViolations(page, `${route} pl`);

      // 320 CSS px: Polish words are the longer ones, then English again.
      await page.setViewportSize({ width: 320, height: 640 });
      await expectReflows(page, `${route} pl`);
      await switchLanguage(page, 'en');
      await expect(h1).toHaveText(heading[0]);
      await expectReflows(page, `${route} en`);
    });
  }
});
