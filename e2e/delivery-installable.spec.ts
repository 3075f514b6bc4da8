import { renameSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures';

// Issue 25, point 1 (decision 013): the production build, installable and instant on a second
// visit, behind Debian's nginx with the repository's configuration (playwright.delivery.config.ts
// starts it on NGINX_PORT + 1, its /api/ answered by the demo API server, and the release switch
// on NGINX_PORT + 3). Every test also runs the fixture's guards: no CSP violation (the header
// policy with Trusted Types, which the worker runs under too), no page error, no personal number
// in browser storage, Cache Storage included.

const installableUrl = process.env.INSTALLABLE_URL ?? 'http://127.0.0.1:8481/';
const releaseUrl = process.env.INSTALLABLE_RELEASE_URL ?? 'http://127.0.0.1:8483/';
const releases = JSON.parse(process.env.INSTALLABLE_RELEASES ?? '{}') as {
  dist: string;
  next: string;
  current: string;
};
const root = new URL('..', import.meta.url).pathname;

/** Waits until this release's worker is active (its precache complete) and controls the page. */
async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    // The first visit's page was loaded before the worker existed; the next load is its.
    await page.reload();
    await waitForApp(page);
  }
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

/** Every URL in the origin's Cache Storage, by cache. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });
}

/**
 * Demo resident 1001 signed in on page loads of `./?resident` only (fixtures'
 * seedResidentSession seeds every load, so it would sign the person in again after sign-out).
 */
async function signInResident(
  page: Page,
  route: string,
  { waitForApp: wait = true } = {},
): Promise<string> {
  // Its own token: the demo API server revokes a token at sign-out, for the rest of its run.
  const token = `demo.1001.e2e${Date.now().toString(36)}`;
  await page.addInitScript((token) => {
    if (window.location.search !== '?resident') return;
    window.sessionStorage.setItem(
      'dormitory:session',
      JSON.stringify({
        account: {
          access_token: token,
          token_type: 'Bearer',
          login: 'jkowalski',
          userId: '1001',
        },
        guest: { uuid: null, token: null },
        registration: { doesUserAgreeRODO: false, placeRequests: false, placeRequestKind: null },
      }),
    );
  }, token);
  await page.goto(`./?resident#${route}`);
  if (wait) await waitForApp(page);
  return token;
}

/** The central sign-on's logout page, answered locally (a production build leaves for it). */
async function answerCentralLogout(context: BrowserContext): Promise<void> {
  await context.route('https://login.uczelnia.edu.pl/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Logged out</title>' }),
  );
}

function pointReleaseAt(dist: string): void {
  const link = join(root, releases.current);
  const staged = `${link}.${process.pid}`;
  symlinkSync(dist, staged);
  renameSync(staged, link); // atomic: nginx never sees no release
}

test.describe('installable production build', () => {
  test.use({ baseURL: installableUrl });

  test('meets the install criteria: manifest, worker, icons, theme colour', async ({ page }) => {
    await page.goto('./');
    await waitForApp(page);
    await controlledByWorker(page);
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifestAnswer = await page.request.get(new URL(manifestHref ?? '', page.url()).href);
    expect(manifestAnswer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await manifestAnswer.json()) as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Domy studenckie · Student dormitories',
      short_name: 'Akademiki',
      display: 'standalone',
      start_url: './',
    });
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      manifest.theme_color,
    );
    for (const icon of manifest.icons) {
      const answer = await page.request.get(new URL(icon.src, manifestAnswer.url()).href);
      expect(answer.headers()['content-type'], icon.src).toBe('image/png');
      // The PNG's own width and height (IHDR), as the manifest states them.
      const png = await answer.body();
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    // The worker's script is revalidated on every check, under the site's own policy.
    const worker = await page.request.get('./sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-security-policy']).toContain("worker-src 'self'");
    // Chromium's own verdict, as its install prompt uses it.
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // (Test browsers run incognito, where Chromium installs nothing: that one is the profile's.)
    expect(
      installabilityErrors
        .map((error) => error.errorId)
        .filter((errorId) => errorId !== 'in-incognito'),
    ).toEqual([]);
  });

  // Issue 33, point 8: offered where the browser offers it, quietly, never as a pop-up.
  test('the footer offers "Install the app" when the browser does, and asks the browser', async ({
    page,
  }) => {
    await page.goto('./');
    await waitForApp(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('button', { name: 'Install the app' })).toHaveCount(0);
    // Test browsers run incognito, where Chromium makes no offer: the page gets the event it
    // would get, with a prompt that records its use.
    const prevented = await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          (window as unknown as { prompted: boolean }).prompted = true;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(prevented).toBe(true);
    await footer.getByRole('button', { name: 'Install the app' }).click();
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(
      true,
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(footer.getByRole('button', { name: 'Install the app' })).toHaveCount(0);
  });

  test('a second visit with the network cut paints the page and opens other screens', async ({
    page,
    context,
  }) => {
    await page.goto('./');
    await waitForApp(page);
    await controlledByWorker(page);
    await context.setOffline(true);
    await page.goto('./#/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Student dormitories' }),
    ).toBeVisible();
    await waitForApp(page);
    // A screen this visit never opened: its code and words come from the worker's precache.
    await page
      .getByRole('link', { name: /accessibility/i })
      .first()
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Accessibility statement' }),
    ).toBeVisible();
    await context.setOffline(false);
  });

  test('never caches an /api/ answer; signing out leaves nothing of the person', async ({
    page,
    context,
  }) => {
    await answerCentralLogout(context);
    const token = await signInResident(page, '/panel');
    await controlledByWorker(page);
    const apiAnswers: { url: string; fromWorker: boolean }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/'))
        apiAnswers.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
    });
    await page.goto('./#/panel?tab=fees');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: /documents/i }).click();
    await expect.poll(() => apiAnswers.length).toBeGreaterThan(1);
    expect(apiAnswers.filter((answer) => answer.fromWorker)).toEqual([]);
    const cached = await cachedUrls(page);
    expect(cached.some((url) => new URL(url).pathname === '/index.html')).toBe(true);
    expect(cached.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
    // Nothing but this release's files: the page, its bundles, icons and manifest.
    expect(
      cached.filter(
        (url) =>
          !/^\/(index\.html|assets\/[\w.-]+\.(js|css)|icons\/[\w-]+\.png|favicon\.svg|manifest\.webmanifest)$/.test(
            new URL(url).pathname,
          ),
      ),
    ).toEqual([]);
    expect(await page.evaluate(async () => (await indexedDB.databases()).length)).toBe(0);

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^sign out$/i })
      .click();
    await page.waitForURL(/login\.uczelnia\.edu\.pl/);
    await page.goto(installableUrl);
    await waitForApp(page);
    await expect(page.getByRole('banner')).not.toContainText('jkowalski');
    const left = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
    expect(left).not.toContain(token);
    expect(left).not.toContain('jkowalski');
    expect((await cachedUrls(page)).filter((url) => url.includes('/api/'))).toEqual([]);
  });
  test('offline, one notice for the page: what this session loaded stays, the rest waits, en and pl', async ({
    page,
    context,
  }) => {
    await signInResident(page, '/panel?tab=fees');
    await controlledByWorker(page);
    const tabs = page.getByRole('tablist');
    const tabPanel = page.getByRole('tabpanel');
    await expect(tabPanel.getByRole('table').first()).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
    await expect(notice).toHaveCount(0);
    await context.setOffline(true);
    await expect(notice).toContainText('What this page has already loaded stays on screen.');
    await expect(tabPanel.getByText(/^Loaded at .*\d{1,2}:\d{2}/)).toBeVisible();
    await expect(tabPanel.getByRole('table').first()).toBeVisible();
    // A tab this session never loaded waits, quietly: no failure of its own, no second notice.
    await tabs.getByRole('tab', { name: 'Documents' }).click();
    await expect(tabPanel).toContainText('Documents will load when the connection is back.');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('You are offline')).toHaveCount(1);
    await page.getByRole('button', { name: 'Polski', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Brak połączenia z internetem' }),
    ).toContainText('To, co strona już wczytała, zostaje na ekranie.');
    await expect(tabPanel).toContainText('Nie wczytano jeszcze dokumentów.');
    // Back online, what waited loads by itself, and the notice goes.
    await context.setOffline(false);
    await expect(tabPanel.getByRole('heading', { name: 'Czekają na Twój podpis' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Brak połączenia' })).toHaveCount(0);
  });

  test('reloaded without a connection, the panel is one notice and quiet lines, no red boxes', async ({
    page,
    context,
  }) => {
    await signInResident(page, '/panel?tab=fees');
    await controlledByWorker(page);
    await context.setOffline(true);
    await page.reload();
    await waitForApp(page);
    const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText(
      'Fees will load when the connection is back.',
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('You are offline')).toHaveCount(1);
    await context.setOffline(false);
    await expect(page.locator('.balance__amount')).toHaveText('PLN\u00a01,444.61');
    await expect(notice).toHaveCount(0);
  });

  // Issue 26 (decision 015): the head script's reads and the early painter, under the header CSP.
  test('paints the amount owed and the documents before the app, from the early reads', async ({
    page,
  }) => {
    // The app's code never arrives here: all that shows is the painter's.
    await page.route(/\/assets\/(?:main|start)-[^/]*\.js$/, (route) => route.abort());
    await page.addInitScript(() => window.localStorage.setItem('dormitory:language', 'en'));
    await signInResident(page, '/panel?tab=fees', { waitForApp: false });
    const copy = page.locator('.prepaint');
    await expect(copy.getByRole('heading', { name: 'Final balance' })).toBeVisible();
    await expect(copy.locator('.balance__amount')).toHaveText('PLN\u00a01,444.61');
    await expect(copy.getByRole('button', { name: 'Copy amount' })).toBeVisible();
    // The IBAN and the BIC the build's configuration gives its bank (decision 016).
    await expect(copy.getByText('PL61 1090 1014 0000 0712 1981 2874')).toBeVisible();
    await expect(copy.getByText('WBKPPLPP', { exact: true })).toBeVisible();
    await page.addInitScript(() => window.localStorage.setItem('dormitory:language', 'pl'));
    // A new load (another hash alone would not load the page again).
    await page.goto('./?resident#/panel?tab=documents');
    await page.reload();
    await expect(copy.getByRole('heading', { name: 'Czekają na Twój podpis' })).toBeVisible();
    await expect(
      copy.getByRole('button', { name: 'Podpisz deklarację D/2026/00153' }),
    ).toBeVisible();
  });

  test('hands the painted cards to the app without a moment of loading', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: { painted: boolean; inCopy?: boolean; lost: number } = {
        painted: false,
        lost: 0,
      };
      (window as unknown as { handOver: typeof seen }).handOver = seen;
      new MutationObserver(() => {
        const amount = document.querySelector('.balance__amount');
        if (amount && !seen.painted) {
          seen.painted = true;
          seen.inCopy = Boolean(amount.closest('.prepaint'));
        }
        if (!amount && seen.painted) seen.lost += 1;
      }).observe(document, { childList: true, subtree: true });
    });
    await signInResident(page, '/panel?tab=fees');
    await expect(page.locator('.balance__amount')).toHaveText('PLN\u00a01,444.61');
    const seen = await page.evaluate(
      () => (window as unknown as { handOver: { inCopy?: boolean; lost: number } }).handOver,
    );
    // Painted by the painter into the prerendered copy, and never gone since.
    expect(seen).toMatchObject({ inCopy: true, lost: 0 });
  });
});

test.describe('installable production build on an iPhone', () => {
  test.use({
    baseURL: installableUrl,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });

  test('Safari gets the one-line way to install, in en and pl', async ({ page }) => {
    await page.goto('./');
    await waitForApp(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('To install the app, tap Share, then Add to Home Screen.');
    await expect(footer.getByRole('button', { name: 'Install the app' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Polski', exact: true }).click();
    await expect(footer).toContainText(
      'Aby zainstalować aplikację, stuknij „Udostępnij”, a potem „Do ekranu początkowego”.',
    );
  });
});

test.describe('a new release', () => {
  test.use({ baseURL: releaseUrl });

  test('replaces the old one at the next change of screen, never on the same screen', async ({
    page,
  }) => {
    const versionLabel = page.getByTestId('version-label');
    pointReleaseAt(releases.dist);
    try {
      await page.goto('./#/register');
      await waitForApp(page);
      await controlledByWorker(page);
      const oldVersion = await versionLabel.textContent();
      expect(oldVersion).not.toBe('next-release');
      const oldCache = await cachedUrls(page);

      pointReleaseAt(releases.next);
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      await expect
        .poll(() =>
          page.evaluate(
            async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null,
          ),
        )
        .toBe('installed');
      // Installed and waiting; the person is still on the same screen: the old release stays.
      await page.evaluate(() => {
        window.location.hash = '#/register?from=e2e';
      });
      await expect(versionLabel).toHaveText(oldVersion ?? '');

      // The next screen loads from the new release.
      await page
        .getByRole('link', { name: /accessibility/i })
        .first()
        .click();
      await expect(versionLabel).toHaveText('next-release');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility statement');
      const newCache = await cachedUrls(page);
      expect(newCache).not.toEqual(oldCache);
      // The old release's bundles left Cache Storage with it.
      const gone = oldCache.filter((url) => url.includes('/assets/') && !newCache.includes(url));
      expect(gone.length).toBeGreaterThan(0);
      expect(newCache.filter((url) => gone.includes(url))).toEqual([]);
    } finally {
      pointReleaseAt(releases.dist);
    }
  });
});
