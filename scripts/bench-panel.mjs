#!/usr/bin/env node
// Resident panel measurements on the demo build in Debian's Chromium (same launch flags as
// playwright.config.ts), on a 390 px phone with the CPU slowed four times: the time from a click
// to the next paint for the historical fees switch, opening an academic year of ~220 fee rows
// (demo user pzielinski) and a tab switch, medians of several runs; and the panel's chunk sizes.
// Prints figures; it asserts nothing about timings.
// Usage: node scripts/bench-panel.mjs [--no-build] [--runs 7] [--port 4310]
/* global document, requestAnimationFrame, MutationObserver -- page.evaluate runs in the browser */
import { execSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium as playwrightChromium } from '@playwright/test';
import { panelTabs } from '../src/features/panel/tabs.ts';
import { chromiumLaunchOptions } from './chromium.mjs';
import { cliOption } from './cli-option.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const option = (name, fallback) => cliOption(args, name, fallback);
const outDir = 'dist-bench-panel';
const dist = join(root, outDir);
const runs = Number(option('runs', 7));
const port = Number(option('port', 4310));
const baseURL = `http://localhost:${port}/`;

const launchOptions = chromiumLaunchOptions();

if (!args.includes('--no-build') || !existsSync(join(dist, 'index.html'))) {
  execSync(`npx vite build --mode demo --outDir ${outDir} --logLevel error`, {
    cwd: root,
    stdio: 'inherit',
  });
}

// Chunk sizes of the panel (screen, tabs, their CSS, the QR library), from the build manifest.
const manifestPath = join(dist, '.vite', 'manifest.json');
if (existsSync(manifestPath)) {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const rows = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!/features\/panel\/|node_modules\/lean-qr\//.test(key)) continue;
    for (const file of [chunk.file, ...(chunk.css ?? [])]) {
      if (rows.some((row) => row.file === file)) continue;
      const content = readFileSync(join(dist, file));
      rows.push({
        file,
        source: `${key.replace(/^.*?(src\/|node_modules\/)/, '$1')}${file.endsWith('.css') ? ' (CSS)' : ''}`,
        raw: content.length,
        gzip: gzipSync(content, { level: 9 }).length,
      });
    }
  }
  rows.sort((a, b) => b.gzip - a.gzip);
  const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
  console.log(`\nPanel chunks (${outDir})${' '.repeat(24)}raw kB  gzip kB`);
  for (const row of rows)
    console.log(`  ${row.source.padEnd(56).slice(0, 56)} ${kb(row.raw)} ${kb(row.gzip)}`);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  console.log(`  ${'total (all tabs + QR)'.padEnd(56)} ${' '.repeat(7)} ${kb(total)}`);
}

const server = spawn(
  'npx',
  ['vite', 'preview', '--mode', 'demo', '--outDir', outDir, '--port', String(port), '--strictPort'],
  { cwd: root, stdio: 'ignore', detached: true },
);
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(baseURL);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`preview server did not start on ${baseURL}`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

let browser;
try {
  await waitForServer();
  browser = await playwrightChromium.launch(launchOptions);
  // A phone: 390 px wide, its CPU four times slower than this machine's (Chrome DevTools' "4x
  // slowdown", set over the DevTools protocol), as issue 21 measured the panel.
  const page = await browser.newPage({
    baseURL,
    locale: 'en-GB',
    viewport: { width: 390, height: 844 },
  });
  // Sign in through the demo sign-on as the resident with ~2,000 fee rows.
  await page.goto('./#/panel?tab=fees');
  await page.waitForURL(/demo-sso\.html/);
  await page.getByRole('button', { name: /pzielinski/ }).click();
  await page.getByRole('region', { name: 'Charges' }).waitFor();
  // Every tab once, so each tab's chunk is loaded and its data cached as after a minute of use.
  for (const tab of [...panelTabs.filter((tab) => tab !== 'fees'), 'fees'])
    await page.locator(`#panel-tab-${tab}`).click();
  await page.getByRole('region', { name: 'Charges' }).waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  /**
   * Clicks `target` in the page and times, from the click: the next paint after the first DOM
   * change the click makes (rAF, then a task: the frame has been produced), and the paint after
   * `done` holds (the whole answer; the same paint when it comes at once).
   */
  const measure = (target, done) =>
    page.evaluate(
      ({ target, done }) =>
        new Promise((resolve) => {
          const element = document.querySelector(target);
          if (!element) throw new Error(`nothing matches ${target}`);
          const result = { paint: Number.NaN, complete: Number.NaN };
          const start = performance.now();
          const afterPaint = (callback) =>
            requestAnimationFrame(() => setTimeout(() => callback(performance.now() - start)));
          const isDone = () => !done || Boolean(document.querySelector(done));
          const finish = () => {
            observer.disconnect();
            afterPaint((time) => {
              result.complete = time;
              if (Number.isNaN(result.paint)) result.paint = time;
              resolve(result);
            });
          };
          let changed = false;
          const observer = new MutationObserver(() => {
            if (!changed) {
              changed = true;
              afterPaint((time) => {
                result.paint = time;
              });
            }
            if (isDone()) finish();
          });
          observer.observe(document.body, { childList: true, subtree: true, attributes: true });
          element.click();
          setTimeout(() => {
            observer.disconnect();
            resolve(result);
          }, 10_000);
        }),
      { target, done },
    );
  const settle = () => page.waitForTimeout(300);

  const switchOn = [];
  const switchOff = [];
  const yearOpen = [];
  const yearClose = [];
  const toDocuments = [];
  const toFees = [];
  const historicalSwitch = '#fees-historical';
  // A middle year: 110 receivables and 110 payments (a rent and eight penalties a month).
  const year = '.fees-year--past:nth-of-type(4) .fees-year__toggle';
  const opened =
    '.fees-year--past:nth-of-type(4) [id$="-entries"]:not([hidden]):not([aria-busy]) tbody tr';
  const closed = '.fees-year--past:nth-of-type(4) [id$="-entries"][hidden]';
  // Warm-up round (fonts, formatters, JIT), not counted.
  await measure(historicalSwitch, '.fees-history');
  await settle();
  const yearName = await page.evaluate((year) => document.querySelector(year)?.textContent, year);
  await measure(year, opened);
  await settle();
  await measure(year, closed);
  await settle();
  await measure(historicalSwitch, null);
  await settle();
  for (let run = 0; run < runs; run += 1) {
    switchOn.push(await measure(historicalSwitch, '.fees-history'));
    await settle();
    yearOpen.push(await measure(year, opened));
    await settle();
    yearClose.push(await measure(year, closed));
    await settle();
    switchOff.push(await measure(historicalSwitch, '.fees-tab:not(:has(.fees-history))'));
    await settle();
    toDocuments.push(await measure('#panel-tab-documents', '.documents-tab'));
    await settle();
    toFees.push(await measure('#panel-tab-fees', '.fees-tab .fee-table'));
    await settle();
  }
  const ms = (values, key) =>
    `${median(values.map((value) => value[key]))
      .toFixed(0)
      .padStart(4)} ms`;
  const list = (values, key) => values.map((value) => value[key].toFixed(0)).join(', ');
  const line = (label, values) =>
    console.log(
      `  ${label.padEnd(34)} next paint ${ms(values, 'paint')} (runs ${list(values, 'paint')}); ` +
        `complete ${ms(values, 'complete')}`,
    );
  console.log(
    `\nClick -> next paint, median of ${runs} (pzielinski, 390 x 844 px, 4x CPU slowdown, Chromium headless)`,
  );
  line('historical entries on', switchOn);
  line('historical entries off', switchOff);
  line(`open ${yearName ?? 'a year'}`, yearOpen);
  line('close that year', yearClose);
  line('tab switch Fees -> Documents', toDocuments);
  line('tab switch Documents -> Fees', toFees);
} finally {
  await browser?.close();
  stopServer();
}
