import {
  chooseDemoAccount,
  expect,
  expectNoAxeViolations,
  openRoute,
  switchLanguage,
  test,
} from './fixtures';

test('signs in through the demo sign-on, survives a reload, logs out', async ({ page }) => {
  // Two sign-on round trips, a reload, two axe scans and the logout: more than the 30 s default.
  test.setTimeout(60_000);
  await openRoute(page, '/');
  await page.getByRole('button', { name: /sign in to the resident panel/i }).click();

  // The demo university login: the real authorization-code redirect landed here.
  await expect(
    page.getByRole('heading', { level: 1, name: /^university login \(demo\)$/i }),
  ).toBeVisible();
  const authorize = new URL(page.url());
  expect(authorize.pathname).toMatch(/demo-sso\.html$/);
  expect(authorize.searchParams.get('response_type')).toBe('code');
  expect(authorize.searchParams.get('scope')).toBe('ekonto.user');
  expect(authorize.searchParams.get('client_id')).toBeTruthy();
  // RFC 6749 3.1.2: no fragment in redirect_uri; RFC 7636: PKCE with S256.
  expect(authorize.searchParams.get('redirect_uri')).not.toContain('#');
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  await expectNoAxeViolations(page, 'demo sign-on');
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await chooseDemoAccount(page, 'jkowalski');

  // Back in the app: the code is exchanged and removed from the address bar.
  const banner = page.getByRole('banner');
  await expect(page).toHaveURL(/#\/panel/);
  expect(page.url()).not.toContain('code=');
  expect(page.url()).not.toContain('state=');
  // The compliant answer: code and state in the real query string, before any fragment.
  const answer = new URL(visited[0] ?? '');
  expect(answer.searchParams.get('code')).toMatch(/^demo-code\./);
  expect(answer.hash).toBe('');

  // Back never shows the code: the answer's history entry was replaced.
  await page.goBack();
  await expect(page).not.toHaveURL(/code=/);
  expect(page.url()).toMatch(/demo-sso\.html/);
  await page.goForward();
  await expect(page).toHaveURL(/#\/panel/);
  expect(page.url()).not.toContain('code=');
  await expect(banner).toContainText('jkowalski');

  await page.reload();
  await expect(banner).toContainText('jkowalski', { timeout: 15_000 });

  await banner.getByRole('button', { name: /^sign out$/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: /signed out/i })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('action')).toBe('logout');
  await expectNoAxeViolations(page, 'signed-out page');
  await page.getByRole('link', { name: /back to the student dormitories portal/i }).click();

  await expect(page.getByRole('heading', { level: 1, name: /student dormitories/i })).toBeVisible();
  await expect(banner).not.toContainText('jkowalski');
  await expect(page.getByRole('button', { name: /sign in to the resident panel/i })).toBeVisible();
  const session = await page.evaluate(() => window.sessionStorage.getItem('dormitory:session'));
  expect(JSON.parse(session ?? '{}').account?.access_token ?? null).toBeNull();
});

test('a forged sign-on answer is refused and the address is cleaned', async ({ page }) => {
  await page.goto('./#/login?code=demo-code.1001.forged&state=abc.Ly9ldmlsLmV4YW1wbGU');
  await expect(page.getByRole('alert')).toContainText(/could not be verified/i);
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('banner')).not.toContainText('jkowalski');
  // Not a React hook: the fixture clicks the language switch.
  for (const language of ['en', 'pl'] as const) {
    await switchLanguage(page, language);
    await expectNoAxeViolations(page, `login failure ${language}`);
  }
});

test('declining at the sign-on (error=access_denied) is explained; its text is never shown', async ({
  page,
}) => {
  await openRoute(page, '/');
  await page.getByRole('button', { name: /sign in to the resident panel/i }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /^university login \(demo\)$/i }),
  ).toBeVisible();
  await page.getByRole('button', { name: /cancel and go back/i }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText(/sign-in cancelled/i);
  await expect(page).toHaveURL(/\/#\/login$/);
  expect(page.url()).not.toMatch(/error|state=/);
  // error_description is the sign-on's untrusted text: not shown, as text or as markup.
  await expect(page.locator('body')).not.toContainText(/demo sign-on:/i);
  await expect(page.getByRole('banner')).not.toContainText('jkowalski');
  const pending = await page.evaluate(() =>
    window.sessionStorage.getItem('dormitory:sign-in-nonce'),
  );
  expect(pending).toBeNull();

  await page.getByRole('button', { name: /^sign in again$/i }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /^university login \(demo\)$/i }),
  ).toBeVisible();
});

test('signs in from /index.html: the sign-on gets the one registered redirect_uri', async ({
  page,
}) => {
  await page.goto('./index.html#/');
  await expect(page.getByRole('heading', { level: 1, name: /student dormitories/i })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: /sign in to the resident panel/i }).click();
  await chooseDemoAccount(page, 'jkowalski');
  await expect(page).toHaveURL(/#\/panel/);
  expect(new URL(page.url()).pathname).toMatch(/\/$/);
});
