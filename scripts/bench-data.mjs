#!/usr/bin/env node
/* global window, document, requestAnimationFrame, MutationObserver -- init scripts run in the browser */
// Time to data: when what a person came for is on screen, not the largest paint. For each page
// with server data (the panel's fees amount and documents list, the main page's periods, a hotel
// booking's details after its code), on the production build served with the demo API over
// HTTP/2 with TLS as the deployment serves it (scripts/demo-api-server.mjs --http2; `--http1` for
// plain HTTP/1.1, whose six connections per host queue the app's many small chunks), in Debian's Chromium with Lighthouse's mobile settings APPLIED
// by the browser itself (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU slowed 4x, over the
// DevTools protocol), a fresh context (empty cache) per run, resident 1001 signed in for the
// panel. Prints medians (and spreads) in ms and as a ratio to the floor page's LCP (scripts/floor)
// measured in the same run with the same throttling. Lighthouse's own mobile preset does not show
// this: it simulates the network after an unthrottled load (docs/performance.md).
// Every page is measured twice: quiet, then with the machine under load (two busy processes the
// script starts and stops itself, each spinning one core), each phase with its own floor page, so
// its ratio holds within the phase; `--quiet-only` skips the second.
// Usage: npm run bench:data [-- --no-build] [--runs 3] [--port 4420] [--dir dist] [--before-dir D]
// [--pages fees,documents] (only the pages whose names contain one of these words) [--http1]
// [--quiet-only]
// (the app on --port, the floor page on the next one; `npm run bench` runs it after Lighthouse).
// --before-dir: another production build (e.g. of an earlier commit, built with
// VITE_API_BASE=/api/v1) served on the port after the floor's and measured in the same runs,
// interleaved, so a before/after comparison shares the machine's load.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium as playwrightChromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
import { buildFloor, residentSession, startDemoServer } from './lighthouse.mjs';
import { cliOption } from './cli-option.mjs';

const root = new URL('..', import.meta.url).pathname;

/** Lighthouse's mobile throttling (constants.throttling.mobileSlow4G), applied, not simulated. */
export const appliedThrottling = {
  latencyMs: 150,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
  cpuSlowdown: 4,
};

const booking = { id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', code: '482913' };

/**
 * The measured pages. `data` is the selector of what the person came for (rendered only with the
 * server's answer); `from` says where its time counts from: the navigation, or a press (the
 * hotel's sign-in with the e-mailed code, a request the page cannot make earlier).
 */
export const dataPages = [
  { name: 'main page: periods', route: '/', data: '.home__periods' },
  {
    name: 'panel: fees amount',
    route: '/panel?tab=fees',
    session: residentSession,
    data: '.payment-card__details',
  },
  {
    name: 'panel: documents',
    route: '/panel?tab=documents',
    session: residentSession,
    data: '.documents-table',
  },
  {
    name: 'hotel: details',
    route: `/hotel-reservation?id=${booking.id}`,
    data: '.hotel-rooms',
    press: {
      field: 'input[autocomplete="one-time-code"], input[inputmode="numeric"]',
      code: booking.code,
    },
  },
];

/**
 * Runs in the page before its own scripts: the LCP as the browser reports it, and the time the
 * watched selector's element was first painted (the frame after it entered the document: a
 * requestAnimationFrame callback, then a task after that frame).
 */
function watch(selector) {
  const state = { lcp: Number.NaN, data: Number.NaN, pressedAt: Number.NaN };
  window.__benchData = state;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // no LCP in this browser
  }
  if (!selector) return;
  let seen = false;
  const check = () => {
    if (seen || !document.querySelector(selector)) return;
    seen = true;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (state.data = performance.now())));
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
}

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function measure(browser, { origin, floorOrigin, pageSpec }) {
  const context = await browser.newContext({
    // The demo server's throwaway certificate (HTTP/2 needs TLS in browsers).
    ignoreHTTPSErrors: true,
    locale: 'en-GB',
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const base = pageSpec.floor ? floorOrigin : origin;
    // Set-up on another document of the same origin, in the same tab (sessionStorage carries over).
    await page.goto(`${base}/robots.txt`);
    await page.evaluate(
      ({ session }) => {
        window.sessionStorage.clear();
        window.localStorage.setItem('dormitory:language', 'en');
        if (session) window.sessionStorage.setItem('dormitory:session', JSON.stringify(session));
      },
      { session: pageSpec.session ?? null },
    );
    await page.addInitScript(watch, pageSpec.press ? null : (pageSpec.data ?? null));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: appliedThrottling.latencyMs,
      downloadThroughput: (appliedThrottling.downloadKbps * 1024) / 8,
      uploadThroughput: (appliedThrottling.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: appliedThrottling.cpuSlowdown });
    const url = pageSpec.floor ? `${base}/scripts/floor/index.html` : `${base}/#${pageSpec.route}`;
    await page.goto(url, { waitUntil: 'load' });
    const timeout = { timeout: 60_000 };
    if (pageSpec.press) {
      // The code's field belongs to the app (the prerendered copy ignores typing).
      await page.waitForFunction(() => !document.querySelector('.prepaint'), null, timeout);
      const field = page.locator(pageSpec.press.field).first();
      await field.waitFor(timeout);
      await field.fill(pageSpec.press.code);
      await page.evaluate((selector) => {
        const state = window.__benchData;
        let seen = false;
        const observer = new MutationObserver(() => {
          if (seen || !document.querySelector(selector)) return;
          seen = true;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => (state.data = performance.now())));
        });
        observer.observe(document, { childList: true, subtree: true });
        state.pressedAt = performance.now();
      }, pageSpec.data);
      await field.press('Enter');
    }
    if (pageSpec.data)
      await page.waitForFunction(() => Number.isFinite(window.__benchData.data), null, timeout);
    // The LCP is final once the page has settled (no input happens before it is read).
    await page.waitForFunction(() => Number.isFinite(window.__benchData.lcp), null, timeout);
    await page.waitForLoadState('networkidle', timeout).catch(() => undefined);
    const state = await page.evaluate(() => window.__benchData);
    const data = pageSpec.press ? state.data - state.pressedAt : state.data;
    return { lcpMs: state.lcp, dataMs: data };
  } finally {
    await context.close();
  }
}

/** Runs every page `runs` times (interleaved, so a burst of load spreads over all of them). */
export async function runTimeToData({
  port,
  floorPort,
  beforePort,
  runs = 3,
  pages = dataPages,
  http2 = true,
  onRow,
}) {
  const scheme = http2 ? 'https' : 'http';
  const browser = await playwrightChromium.launch(chromiumLaunchOptions());
  const rows = [];
  try {
    const before = beforePort
      ? pages.map((pageSpec) => ({ ...pageSpec, name: `${pageSpec.name} (before)`, beforePort }))
      : [];
    const all = [{ name: 'FLOOR', floor: true }, ...before, ...pages];
    for (let run = 1; run <= runs; run += 1) {
      for (const pageSpec of all) {
        const result = await measure(browser, {
          origin: `${scheme}://localhost:${pageSpec.beforePort ?? port}`,
          floorOrigin: `${scheme}://localhost:${floorPort}`,
          pageSpec,
        });
        const row = { page: pageSpec.name, floor: Boolean(pageSpec.floor), run, ...result };
        rows.push(row);
        onRow?.(row);
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/**
 * Starts `count` busy processes, each spinning a core, for a measurement under load; returns the
 * function that stops them (by their own process ids).
 */
export function startBusyWorkers(count = 2) {
  const workers = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  return () => {
    for (const worker of workers) worker.kill('SIGKILL');
  };
}

/** The machine's load average over the last minute, for the table's heading. */
const loadNow = () => loadavg()[0].toFixed(1);

export function printTimeToData(rows, pageList = dataPages, phase = '') {
  const names = new Set(rows.map((row) => row.page));
  const pages = pageList.flatMap((pageSpec) =>
    [{ ...pageSpec, name: `${pageSpec.name} (before)` }, pageSpec].filter((spec) =>
      names.has(spec.name),
    ),
  );
  const floorLcp = median(rows.filter((row) => row.floor).map((row) => row.lcpMs));
  const runs = Math.max(0, ...rows.map((row) => row.run));
  const range = (values) => `${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))}`;
  const ratio = (value) => `${(value / floorLcp).toFixed(2)}x`;
  const { latencyMs, downloadKbps, uploadKbps, cpuSlowdown } = appliedThrottling;
  console.log(
    `\nTime to data${phase ? `, ${phase}` : ''}: median of ${runs} (applied throttling: ${latencyMs} ms RTT, ${(downloadKbps / 1024).toFixed(1)} Mbps down, ${uploadKbps} kbps up, CPU ${cpuSlowdown}x; fresh cache)`,
  );
  console.log(
    `${'page'.padEnd(31)} ${'data ms'.padStart(8)} ${'(min-max)'.padEnd(11)} ${'data/floor'.padStart(10)}  ${'LCP ms'.padStart(7)} ${'LCP/floor'.padStart(9)}`,
  );
  console.log('-'.repeat(85));
  console.log(
    `${'FLOOR (LCP)'.padEnd(31)} ${''.padStart(8)} ${''.padEnd(11)} ${''.padStart(10)}  ${String(Math.round(floorLcp)).padStart(7)} ${'1.00x'.padStart(9)}`,
  );
  const summaries = [];
  for (const pageSpec of pages) {
    const own = rows.filter((row) => row.page === pageSpec.name);
    if (!own.length) continue;
    const data = own.map((row) => row.dataMs);
    const lcp = median(own.map((row) => row.lcpMs));
    const summary = {
      page: pageSpec.name,
      dataMs: median(data),
      dataRatio: median(data) / floorLcp,
      lcpMs: lcp,
      fromPress: Boolean(pageSpec.press),
    };
    summaries.push(summary);
    console.log(
      `${pageSpec.name.padEnd(31)} ${String(Math.round(summary.dataMs)).padStart(8)} ${range(data).padEnd(11)} ${ratio(summary.dataMs).padStart(10)}  ${String(Math.round(lcp)).padStart(7)} ${ratio(lcp).padStart(9)}${summary.dataRatio > 1.5 ? '  OVER 1.5x' : ''}${pageSpec.press ? '  (data: from the code sign-in press)' : ''}`,
    );
  }
  return { floorLcp, summaries };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  const option = (name, fallback) => cliOption(argv, name, fallback);
  // The production build with the demo API's base, as `npm run bench` builds it.
  process.env.VITE_API_BASE ??= '/api/v1';
  if (
    !option('dir', null) &&
    (!argv.includes('--no-build') || !existsSync(join(root, 'dist', 'index.html')))
  ) {
    const { build } = await import('vite');
    await build({ root, logLevel: 'error' });
  }
  buildFloor(root);
  const port = Number(option('port', process.env.BENCH_PORT ?? 4420));
  const runs = Number(option('runs', 3));
  const beforeDir = option('before-dir', null);
  const wanted = option('pages', null)?.split(',');
  const pages = wanted
    ? dataPages.filter((pageSpec) => wanted.some((word) => pageSpec.name.includes(word)))
    : dataPages;
  const http2 = !argv.includes('--http1');
  const stopApp = await startDemoServer(port, option('dir', 'dist'), { http2 });
  const stopFloor = await startDemoServer(port + 1, 'dist-floor', { http2 });
  const stopBefore = beforeDir ? await startDemoServer(port + 2, beforeDir, { http2 }) : () => {};
  const phases = argv.includes('--quiet-only') ? ['quiet'] : ['quiet', 'under load'];
  const printed = [];
  try {
    for (const phase of phases) {
      const stopLoad = phase === 'quiet' ? () => {} : startBusyWorkers(2);
      const before = loadNow();
      try {
        const rows = await runTimeToData({
          port,
          floorPort: port + 1,
          beforePort: beforeDir ? port + 2 : undefined,
          runs,
          pages,
          http2,
          onRow: (row) =>
            process.stderr.write(
              `  ${phase}, run ${row.run}/${runs} ${row.page}: LCP ${Math.round(row.lcpMs)} ms${row.floor ? '' : `, data ${Math.round(row.dataMs)} ms`}\n`,
            ),
        });
        printed.push({ phase, rows, load: `load average ${before} -> ${loadNow()}` });
      } finally {
        stopLoad();
      }
    }
    for (const { phase, rows, load } of printed)
      printTimeToData(
        rows,
        pages,
        `${phase}${phase === 'quiet' ? '' : ' (two busy processes started by the script)'}, ${load}`,
      );
  } finally {
    stopApp();
    stopFloor();
    stopBefore();
  }
}
