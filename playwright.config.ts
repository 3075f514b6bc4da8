import { defineConfig, devices } from '@playwright/test';
import chromium from './e2e/chromium-launch.json' with { type: 'json' };

// Overridable so several builds can be tested side by side (E2E_PORT, E2E_DIST).
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_DIST ?? 'dist-demo';

const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
  args: ['--headless', ...chromium.args],
};

export default defineConfig({
  testDir: './e2e',
  // Behind nginx, with its own build: playwright.delivery.config.ts.
  testIgnore: ['**/delivery.spec.ts', '**/delivery-installable.spec.ts'],
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  // A web-first wait costs only what the page needs; its limit only delays a real failure. 7 s
  // ran out under load (a screen's data on two workers sharing two busy cores), and each such
  // flake costs a whole retry of its test.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}/`,
    // A failure keeps its trace (DOM snapshots before and after each step, network, console,
    // sources) and a screenshot. The trace's screencast (a video-like strip of frames) is off: it
    // made a trivial test 8 s instead of 6 s on this 2-core machine, and every passing test paid it.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
    launchOptions: chromiumLaunch,
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch, locale: 'en-GB' },
    },
  ],
  webServer: {
    // The real production bundle built in demo mode (embedded demo API), served statically.
    command: `npx vite preview --mode demo --outDir ${outDir} --port ${port} --strictPort`,
    url: `http://localhost:${port}/`,
    // Never a server this run did not start: a stale preview on the port (an older build, another
    // worktree's) would be tested silently. A busy port fails the run instead.
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
