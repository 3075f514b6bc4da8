import type { Route } from '@playwright/test';
import { expect, openRoute, test } from './fixtures';

// Issue 38: WebKit cancels a page's downloads as soon as a navigation starts. "Sign in" pressed
// while the HTTP client's chunk was still downloading started the sign-on redirect, the chunk
// failed, the stale-chunk handler took that for a new deployment and reloaded the page, and the
// reload replaced the trip to the sign-on. Chromium keeps downloading until the next page
// commits, so here the chunk is cut off by hand at the moment the redirect starts (its request
// for the sign-on page), and the sign-on page is answered once the page has dealt with the
// failure. The WebKit suite (e2e/webkit) shows the same in WebKit itself.
test('a sign-in redirect is not undone by the HTTP client download it cut off', async ({
  page,
}) => {
  let heldChunk: Route | null = null;
  let chunkRequested = () => {};
  const requested = new Promise<void>((resolve) => (chunkRequested = resolve));
  await page.context().route(/\/assets\/http-client-[\w-]+\.js$/, async (route) => {
    if (heldChunk) return route.continue();
    heldChunk = route;
    chunkRequested();
  });
  let failureHandled = () => {};
  const handled = new Promise<void>((resolve) => (failureHandled = resolve));
  await page.exposeBinding('__e2eChunkFailureHandled', () => failureHandled());
  await page.addInitScript(() => {
    // After the app's own listener (registered later, but run in the same dispatch) is done.
    window.addEventListener('vite:preloadError', () =>
      setTimeout(() =>
        (window as unknown as { __e2eChunkFailureHandled: () => void }).__e2eChunkFailureHandled(),
      ),
    );
  });
  let redirectSeen = false;
  await page.route(/\/demo-sso\.html/, async (route) => {
    redirectSeen = true;
    await heldChunk?.abort('aborted');
    await Promise.race([handled, new Promise((resolve) => setTimeout(resolve, 5000))]);
    await route.continue();
  });

  await openRoute(page, '/');
  await requested;
  await page.getByRole('button', { name: 'Sign in to the resident panel' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'University login (demo)' }),
  ).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/demo-sso\.html$/);
  expect(redirectSeen).toBe(true);
  // The failure really happened in the page (it is not a test that cannot fail).
  await expect(handled).resolves.toBeUndefined();
});
