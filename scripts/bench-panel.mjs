#!/usr/bin/env node
// Resident panel measurements on the demo build in Debian's Chromium (same launch flags as
// playwright.config.ts): the time from clicking "Show historical entries" to the next paint with
// ~1000 fee rows (demo user pzielinski), median of several runs, and the panel's chunk sizes.
// Prints figures; it asserts nothing about timings.
// Usage: node scripts/bench-panel.mjs [--no-build] [--runs 7] [--port 4310]
/* global document, requestAnimationFrame, MutationObserver -- page.evaluate runs in the browser */
import { execSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium as playwrightChromium } from '@playwright/test';
import chromium from '../e2e/chromium-launch.json' with { type: 'json' };

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const outDir = 'dist-bench-panel';
const dist = join(root, outDir);
const runs = Number(option('runs', 7));
const port = Number(option('port', 4310));
const baseURL = `http://localhost:${port}/`;

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
  args: ['--headless', ...chromium.args],
};

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
  const page = await browser.newPage({ baseURL, locale: 'en-GB' });
  // Sign in through the demo sign-on as the resident with ~1000 fee rows.
  await page.goto('./#/panel?tab=fees');
  await page.waitForURL(/demo-sso\.html/);
  await page.getByRole('button', { name: /pzielinski/ }).click();
  const region = page.getByRole('region', { name: 'Receivables' });
  await region.waitFor();
  const toggle = page.getByRole('switch', { name: 'Show historical entries' });

  /**
   * Click the switch; time to the first DOM commit, to the next paint after it (rAF + task),
   * and to the paint after the last row is in (history paints a first screenful at once and
   * the rest in a deferred render).
   */
  const measure = (finalRows) =>
    page.evaluate(
      (finalRows) =>
        new Promise((resolve) => {
          const rowsNow = () => document.querySelector('.fees-table tbody')?.rows.length ?? 0;
          const button = document.querySelector('[role="switch"]');
          const before = rowsNow();
          const result = { commit: 0, paint: 0, complete: 0, rows: 0 };
          const start = performance.now();
          const afterPaint = (callback) =>
            requestAnimationFrame(() => setTimeout(() => callback(performance.now() - start)));
          const finish = () => {
            result.rows = rowsNow();
            afterPaint((time) => {
              result.complete = time;
              resolve(result);
            });
          };
          const observer = new MutationObserver(() => {
            const rows = rowsNow();
            if (rows === before) return;
            if (!result.commit) {
              result.commit = performance.now() - start;
              afterPaint((time) => {
                result.paint = time;
              });
            }
            if (finalRows !== null && rows === finalRows) {
              observer.disconnect();
              finish();
            }
          });
          observer.observe(document.querySelector('.fees-tab') ?? document.body, {
            childList: true,
            subtree: true,
          });
          button?.click();
          // Unknown final count (first run): settle after a quiet second.
          if (finalRows === null)
            setTimeout(() => {
              observer.disconnect();
              finish();
            }, 1500);
        }),
      finalRows,
    );

  const on = [];
  const off = [];
  // Warm-up round (fonts, formatters, JIT) that also learns both row counts.
  const shownRows = (await measure(null)).rows;
  await page.waitForTimeout(300);
  const hiddenRows = (await measure(null)).rows;
  await page.waitForTimeout(300);
  for (let run = 0; run < runs; run += 1) {
    on.push(await measure(shownRows));
    await page.waitForTimeout(200);
    off.push(await measure(hiddenRows));
    await page.waitForTimeout(200);
  }
  await toggle.waitFor();
  const ms = (values, key) => `${median(values.map((value) => value[key])).toFixed(1)} ms`;
  const list = (values, key) => values.map((value) => value[key].toFixed(0)).join(', ');
  console.log(
    `\nHistorical switch, click -> next paint (median of ${runs}, pzielinski, Chromium headless)`,
  );
  console.log(
    `  show ${hiddenRows} -> ${shownRows} receivable rows: next paint ${ms(on, 'paint')} ` +
      `(runs ${list(on, 'paint')}); all rows painted ${ms(on, 'complete')} (runs ${list(on, 'complete')})`,
  );
  console.log(
    `  hide ${shownRows} -> ${hiddenRows} receivable rows: next paint ${ms(off, 'paint')} ` +
      `(runs ${list(off, 'paint')})`,
  );
} finally {
  await browser?.close();
  stopServer();
}
