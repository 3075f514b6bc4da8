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

// The installable production build (e2e/delivery-installable.spec.ts, decision 013): no embedded
// demo API, so no MSW worker beside its own. The same nginx configuration on the next port, its
// /api/ passed to the demo API server (two ports on). Two releases are built; a third nginx (three
// ports on) serves `dist-releases/current`, where the tests deploy them with deploy/deploy.sh
// (decision 017) and reload that nginx through its pid file.
// `npm test` passes INSTALLABLE_DIST=dist: its size budgets have just built that same release
// (scripts/bench.mjs: production, VITE_API_BASE=/api/v1; the files are byte for byte those of
// the build below), so it is served instead of built a second time.
const prebuilt = process.env.INSTALLABLE_DIST;
const installable = {
  api: port + 2,
  port: port + 1,
  releasePort: port + 3,
  dist: prebuilt ?? 'dist-installable',
  next: 'dist-installable-next',
  releasesRoot: 'dist-releases',
  pidFile: 'dist-releases/nginx.pid',
};
const productionBuild = (dist: string, label = '') =>
  `VITE_API_BASE=/api/v1 ${label ? `VITE_VERSION_LABEL=${label} ` : ''}npx vite build --outDir ${dist} --logLevel error`;
const firstRelease = prebuilt
  ? `test -f ${prebuilt}/sw.js || { echo "INSTALLABLE_DIST=${prebuilt}: no production build there" >&2; exit 1; }`
  : productionBuild(installable.dist);
process.env.INSTALLABLE_URL ??= `http://127.0.0.1:${installable.port}/`;
process.env.INSTALLABLE_RELEASE_URL ??= `http://127.0.0.1:${installable.releasePort}/`;
process.env.INSTALLABLE_RELEASES ??= JSON.stringify(installable);
// nginx's access log of this run (the site's own format), read by e2e/delivery.spec.ts; the
// workers inherit the variable.
process.env.NGINX_ACCESS_LOG ??= join(tmpdir(), `dormitory-portal-access-${port}.log`);

export default defineConfig({
  ...base,
  testIgnore: undefined,
  testMatch: ['delivery.spec.ts', 'delivery-installable.spec.ts'],
  use: { ...base.use, baseURL },
  projects: (base.projects ?? []).map((project) => ({
    ...project,
    use: { ...project.use, baseURL },
  })),
  webServer: [
    {
      command: `bash scripts/ensure-nginx.sh && npx vite build --mode delivery --outDir ${outDir} --logLevel error && node scripts/nginx.mjs --dist ${outDir} --port ${port}`,
      url: baseURL,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `VITE_API_BASE=/api/v1 node scripts/demo-api-server.mjs --port ${installable.api} --dir ${outDir}`,
      url: `http://127.0.0.1:${installable.api}/api/v1/app/periods`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `${firstRelease} && ${productionBuild(installable.next, 'next-release')} && node scripts/nginx.mjs --dist ${installable.dist} --port ${installable.port} --api-port ${installable.api}`,
      url: process.env.INSTALLABLE_URL,
      reuseExistingServer: false,
      timeout: 240_000,
    },
    {
      command: `rm -rf ${installable.releasesRoot} && bash deploy/deploy.sh ${installable.dist} --root ${installable.releasesRoot} --reload true >/dev/null && node scripts/nginx.mjs --dist ${installable.releasesRoot}/current --port ${installable.releasePort} --api-port ${installable.api} --pid ${installable.pidFile}`,
      url: process.env.INSTALLABLE_RELEASE_URL,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
