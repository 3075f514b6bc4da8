import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { environments } from '../src/shared/config/environments';
import { buildEnvironments } from './content-security-policy';

// Issue 7: the production index.html carries the Content-Security-Policy and the referrer
// policy. Built here for real (`vite build`, production mode), once plain and once with a Sentry
// DSN, a captcha site key and only the production environment (issue 12), and read the way a
// browser reads it. Facts of the file, so a unit test, not a browser one: every browser test
// runs under this policy (e2e/fixtures.ts fails a test on any violation) and
// e2e/delivery.spec.ts serves a build behind nginx and checks the header.

// Vitest runs from the repository's root (the happy-dom window makes import.meta.url no file).
const root = process.cwd();
const sentryDsn = 'https://0123456789abcdef@o450000.ingest.sentry.io/4500001';
const captchaHosts = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];
const apiOrigins = Object.values(environments)
  .map((environment) => environment.apiBase)
  .filter((base) => /^https:/.test(base))
  .map((base) => new URL(base).origin);
const productionApi = new URL(environments.production.apiBase).origin;

/** `html` is the built index.html; `bundle` every script, page and style of the build, joined. */
type Built = { html: string; policy: Map<string, string[]>; bundle: string };

function build(extraEnv: Record<string, string>): Built {
  const outDir = mkdtempSync(join(tmpdir(), 'csp-build-'));
  try {
    execFileSync('npx', ['vite', 'build', '--mode', 'production', '--outDir', outDir], {
      cwd: root,
      env: {
        ...process.env,
        VITE_SENTRY_DSN: '',
        VITE_API_BASE: '',
        VITE_RECAPTCHA_SITE_KEY: '',
        VITE_ENVIRONMENTS: '',
        ...extraEnv,
      },
      stdio: 'pipe',
    });
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const bundle = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(js|html|css|webmanifest)$/.test(file))
      .map((file) => readFileSync(join(outDir, file), 'utf8'))
      .join('\n');
    return { html, policy: parsePolicy(html), bundle };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

function metaContent(html: string, attribute: string, value: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = Object.fromEntries(
      [...tag.matchAll(/([\w-]+)\s*=\s*"([^"]*)"/g)].map(([, name, content]) => [
        name!.toLowerCase(),
        content!.replace(/&#39;|&apos;/g, "'").replace(/&quot;/g, '"'),
      ]),
    );
    if (attributes[attribute]?.toLowerCase() === value) found.push(attributes.content ?? '');
  }
  return found;
}

function parsePolicy(html: string): Map<string, string[]> {
  const policies = metaContent(html, 'http-equiv', 'content-security-policy');
  expect(policies, 'exactly one Content-Security-Policy <meta>').toHaveLength(1);
  const directives = new Map<string, string[]>();
  for (const part of policies[0]!.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(directives.has(name), `${name} given once`).toBe(false);
    directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

const isCaptchaHost = (source: string) => captchaHosts.some((host) => source.startsWith(host));

let plain: Built;
let withSentry: Built;

beforeAll(() => {
  plain = build({});
  withSentry = build({
    VITE_SENTRY_DSN: sentryDsn,
    VITE_RECAPTCHA_SITE_KEY: 'site-key-for-the-test',
    VITE_ENVIRONMENTS: 'production',
  });
}, 180_000);

test('no inline script, no inline handler, and the policy comes before every script', () => {
  const scripts = [...plain.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, body] of scripts) {
    expect(attributes, 'every script has a src').toMatch(/\bsrc="[^"]+"/);
    expect(body!.trim(), 'and no body').toBe('');
  }
  expect(plain.html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(plain.html).not.toMatch(/javascript:/i);
  const policyAt = plain.html.search(/http-equiv="Content-Security-Policy"/i);
  const firstScript = plain.html.search(/<script\b/i);
  expect(policyAt).toBeGreaterThan(0);
  expect(policyAt).toBeLessThan(firstScript);
});

test("object-src 'none', base-uri 'none', and nothing else by default", () => {
  expect(plain.policy.get('object-src')).toEqual(["'none'"]);
  expect(plain.policy.get('base-uri')).toEqual(["'none'"]);
  expect(plain.policy.get('default-src')).toEqual(["'self'"]);
  expect(plain.policy.get('form-action')).toEqual(["'self'"]);
});

test('scripts only from the app, and from the captcha provider only when a site key is set', () => {
  expect(plain.policy.get('script-src')).toEqual(["'self'"]);
  const sources = withSentry.policy.get('script-src') ?? [];
  expect(sources).toContain("'self'");
  expect(sources.filter(isCaptchaHost).length).toBeGreaterThan(0);
  expect(sources.filter((source) => source !== "'self'" && !isCaptchaHost(source))).toEqual([]);
});

test('frames: none without a captcha, only the captcha provider with one', () => {
  expect(plain.policy.get('frame-src')).toEqual(["'none'"]);
  const sources = withSentry.policy.get('frame-src') ?? [];
  expect(sources.filter(isCaptchaHost).length).toBeGreaterThan(0);
  expect(sources.filter((source) => !isCaptchaHost(source))).toEqual([]);
});

test('Trusted Types required for scripts, with the one default policy', () => {
  for (const built of [plain, withSentry]) {
    expect(built.policy.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(built.policy.get('trusted-types')).toEqual(['default']);
  }
});

test('connections only to the app and the API of the environments the build runs in, and to Sentry only with a DSN', () => {
  // By default a production build may be opened on the production or the test host.
  const plainConnect = plain.policy.get('connect-src') ?? [];
  expect(new Set(plainConnect)).toEqual(new Set(["'self'", ...apiOrigins]));
  // VITE_ENVIRONMENTS=production: the test API is not reachable from this build.
  const sentryConnect = withSentry.policy.get('connect-src') ?? [];
  expect(new Set(sentryConnect)).toEqual(
    new Set(["'self'", productionApi, 'https://o450000.ingest.sentry.io']),
  );
  // The DSN's key is a credential-like value: only the origin goes into the policy.
  expect(withSentry.html).not.toContain('0123456789abcdef');
});

test('images, styles, fonts, workers and the manifest stay on the app', () => {
  for (const directive of ['style-src', 'font-src', 'worker-src', 'manifest-src'])
    expect(plain.policy.get(directive), directive).toEqual(["'self'"]);
  expect(plain.policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
});

test('a strict referrer policy: other sites never see routes or query values', () => {
  const referrer = metaContent(plain.html, 'name', 'referrer');
  expect(referrer).toHaveLength(1);
  expect(['no-referrer', 'same-origin', 'strict-origin']).toContain(referrer[0]);
});

// Issue 37: the production bundle carried the local demo environment (`/demo-sso.html`,
// `/api/v1`), which no production build can run in; a build for production alone carried the
// test environment's addresses too. The builds above, read whole.
describe('only the environments a build can run in are in its bundle', () => {
  const addresses = (name: keyof typeof environments) =>
    Object.values(environments[name]).filter((value) => value.length > 0);
  const local = ['/demo-sso.html', 'dormitory-portal-local'];
  const quotedLocalApi = /["'`]\/api\/v1["'`]/;

  test('a production build by default: production and test, nothing of the local demo', () => {
    for (const address of [...addresses('production'), ...addresses('test')])
      expect(plain.bundle.includes(address), address).toBe(true);
    for (const marker of local) expect(plain.bundle.includes(marker), marker).toBe(false);
    expect(quotedLocalApi.test(plain.bundle), 'the local API base').toBe(false);
  });

  test('VITE_ENVIRONMENTS=production: production alone, no test host or address', () => {
    for (const address of addresses('production'))
      expect(withSentry.bundle.includes(address), address).toBe(true);
    for (const address of [...addresses('test'), 'akademiki-test.uczelnia.edu.pl', ...local])
      expect(withSentry.bundle.includes(address), address).toBe(false);
    expect(quotedLocalApi.test(withSentry.bundle), 'the local API base').toBe(false);
  });

  test('a build without the demo API may not list the local environment', () => {
    expect(buildEnvironments(undefined, false)).toEqual(['production', 'test']);
    expect(buildEnvironments(undefined, true)).toEqual(['local']);
    expect(buildEnvironments(' production ,production', false)).toEqual(['production']);
    expect(() => buildEnvironments('production,local', false)).toThrow(/local/);
    expect(buildEnvironments('local,production', true)).toEqual(['local', 'production']);
  });
});
