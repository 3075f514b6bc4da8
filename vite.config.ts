/// <reference types="vitest/config" />
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { buildEnvironments, contentSecurityPolicyPlugin } from './build/content-security-policy.ts';
import { earlyPainterModule } from './build/preload-shell.ts';
import { prerenderPlugin } from './build/prerender.ts';
import { installablePlugins } from './build/installable.ts';
import { pageWatchPlugin } from './build/page-watch.ts';
import { polishTypographyPlugin } from './build/polish-typography.ts';
import { buildVersionLabel } from './src/shared/config/build-version.ts';
import { shippedEnvironments } from './src/shared/config/environments.ts';
import { isolatedTestFiles, zoneTestFiles } from './build/test-projects.ts';
import { defaultPayeeBanks, parsePayeeBanks } from './src/shared/config/payee-banks.ts';

const workerFile = fileURLToPath(
  new URL('./src/mocks/worker/mockServiceWorker.js', import.meta.url),
);

/**
 * Serves (dev) or emits (demo build) MSW's service worker. It is never part of a production
 * build: the production bundle must carry no demo-API code at all.
 */
function demoApiWorker(enabled: boolean): Plugin {
  return {
    name: 'demo-api-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(workerFile));
      });
    },
    generateBundle() {
      if (!enabled) return;
      this.emitFile({
        type: 'asset',
        fileName: 'mockServiceWorker.js',
        source: readFileSync(workerFile),
      });
    },
  };
}

function gitShortHash(): string | undefined {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^[0-9a-f]{4,40}$/.test(hash) ? hash : undefined;
  } catch {
    return undefined;
  }
}

export default defineConfig(({ command, mode }) => {
  const fileEnv = loadEnv(mode, process.cwd(), 'VITE_');
  const read = (name: string) => process.env[name] ?? fileEnv[name];
  const demoApi = read('VITE_DEMO_API') === 'true';
  // The bench's floor page (scripts/floor): the same config, one React heading instead of the app.
  const floor = mode === 'floor';
  // The service worker and the manifest (decision 013): production builds only. A demo build keeps
  // MSW's worker as the only one (one scope, one worker), and the dev server and tests have none.
  const serviceWorker = command === 'build' && !demoApi && !floor && !process.env.VITEST;
  const packageVersion = (
    JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
      version: string;
    }
  ).version;
  const buildVersion = buildVersionLabel({
    mode,
    packageVersion,
    gitHash: mode === 'production' ? gitShortHash() : undefined,
    buildDate: new Date(),
  });
  // Only the environments this build can run in reach the bundle (issue 37); the unit tests
  // choose among all three (a build they start is a build).
  const environmentNames =
    process.env.VITEST && command === 'serve'
      ? (['production', 'test', 'local'] as const)
      : buildEnvironments(read('VITE_ENVIRONMENTS'), demoApi);
  const environments = shippedEnvironments(environmentNames, {
    production: read('VITE_PRODUCTION_HOST'),
    test: read('VITE_TEST_HOST'),
  });
  // A malformed payee bank stops the build, naming the entry (the app would show no BIC).
  parsePayeeBanks(read('VITE_PAYEE_BANKS')?.trim() || defaultPayeeBanks);
  // Annotated: the two literal shapes would otherwise union into one Rollup does not accept.
  const input: Record<string, string> = floor
    ? { floor: fileURLToPath(new URL('./scripts/floor/index.html', import.meta.url)) }
    : {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        ...(demoApi ? { demoSso: fileURLToPath(new URL('./demo-sso.html', import.meta.url)) } : {}),
        // The early painter starts beside the early reads (decision 015): builds that have them
        // (not a demo build, whose API is the service worker the app starts).
        ...(!demoApi
          ? { 'early-paint': fileURLToPath(new URL(`./${earlyPainterModule}`, import.meta.url)) }
          : {}),
      };
  // Read only when Vitest loads this config (the list is for its projects below).
  const root = fileURLToPath(new URL('.', import.meta.url));
  const isolated = process.env.VITEST ? isolatedTestFiles(root) : [];
  const zoned = process.env.VITEST ? zoneTestFiles(root) : [];
  return {
    base: './',
    define: {
      __BUILD_VERSION__: JSON.stringify(buildVersion),
      __SERVICE_WORKER__: JSON.stringify(serviceWorker),
      __ENVIRONMENTS__: JSON.stringify(environments),
    },
    plugins: [
      // Not in the unit tests: they compare the words as written (build/polish-typography.ts).
      ...(process.env.VITEST ? [] : [polishTypographyPlugin()]),
      react(),
      demoApiWorker(demoApi),
      ...(serviceWorker ? installablePlugins() : []),
      ...(floor ? [] : [prerenderPlugin()]),
      // Before the policy's plugin: its meta is prepended after this, so it stays first.
      pageWatchPlugin(demoApi && !floor),
      contentSecurityPolicyPlugin({
        apiBaseOverride: read('VITE_API_BASE'),
        sentryDsn: read('VITE_SENTRY_DSN'),
        recaptchaSiteKey: read('VITE_RECAPTCHA_SITE_KEY'),
        environments: [...environmentNames],
        demoApi,
      }),
    ],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    build: {
      outDir: mode === 'production' ? 'dist' : `dist-${mode}`,
      manifest: true,
      sourcemap: false,
      target: 'es2022',
      rollupOptions: {
        output: {
          // Locale chunks carry their language in the name, so tests and the bench can see that
          // only the active language is downloaded.
          chunkFileNames: (chunk) => {
            const locale = chunk.facadeModuleId?.match(/locales\/(\w+)\/([\w-]+)\.json$/);
            return locale
              ? `assets/locale-${locale[1]}-${locale[2]}-[hash].js`
              : 'assets/[name]-[hash].js';
          },
        },
        input,
      },
    },
    server: { port: 5173, strictPort: false },
    preview: { port: 4173, strictPort: true },
    test: {
      environment: 'happy-dom',
      // fresh-file.ts first: it gives each file fresh modules and a blank window.
      setupFiles: ['./src/testing/fresh-file.ts', './src/testing/setup-tests.ts'],
      globalSetup: ['./src/testing/contract-global-setup.ts'],
      restoreMocks: true,
      testTimeout: 20_000,
      // Hooks too: four files preload the registration form in beforeAll, which took over the
      // 10 s default in a clean clone on a loaded two-core machine (load average 15-25).
      hookTimeout: 20_000,
      // As the browser tests (playwright.config.ts): in CI a failed test runs once more, and a
      // test that passes only on its retry is named at the end of the run (flaky-reporter.ts).
      retry: process.env.CI ? 1 : 0,
      reporters: ['default', './src/testing/flaky-reporter.ts'],
      css: false,
      // Vitest's default leaves one core to its main process (1 worker on a 2-core machine), but
      // the main process mostly waits: every core runs test files.
      maxWorkers: '100%',
      // A new process and happy-dom window per file cost more than most files' tests, so files
      // share a worker; fresh-file.ts resets modules and the window between them
      // (docs/testing.md). Files that mock modules or patch globals keep their own worker.
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'scripts/**/*.test.ts'],
            exclude: isolated,
            isolate: false,
          },
        },
        { extends: true, test: { name: 'own-worker', include: isolated } },
        // Erasmus students read the portal from home: the date files again west (New York, UTC-4
        // or -5) and east (Auckland, UTC+12 or +13) of UTC, where a UTC-midnight date is the
        // previous or the same day. Only the marked files, to keep the run short.
        ...['America/New_York', 'Pacific/Auckland'].map((zone) => ({
          extends: true as const,
          test: { name: zone, include: zoned, env: { TZ: zone } },
        })),
      ],
    },
  };
});
