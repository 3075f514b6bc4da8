import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The delivery tests (e2e/delivery.spec.ts): the app built in `delivery` mode (.env.delivery:
// demo API, captcha site key, Sentry DSN) and served by Debian's nginx with the repository's
// configuration (deploy/nginx), started by the project's own scripts.
const port = Number(process.env.NGINX_PORT ?? 8480);
const outDir = process.env.DELIVERY_DIST ?? 'dist-delivery';
const baseURL = `http://127.0.0.1:${port}/`;
// nginx's access log of this run (the site's own format), read by e2e/delivery.spec.ts; the
// workers inherit the variable.
process.env.NGINX_ACCESS_LOG ??= join(tmpdir(), `dormitory-portal-access-${port}.log`);

export default defineConfig({
  ...base,
  testIgnore: undefined,
  testMatch: 'delivery.spec.ts',
  use: { ...base.use, baseURL },
  projects: (base.projects ?? []).map((project) => ({
    ...project,
    use: { ...project.use, baseURL },
  })),
  webServer: {
    command: `bash scripts/ensure-nginx.sh && npx vite build --mode delivery --outDir ${outDir} --logLevel error && node scripts/nginx.mjs --dist ${outDir} --port ${port}`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
