#!/usr/bin/env node
// Repeat-visit figures of the production build (decision 013): the main page's Largest
// Contentful Paint on a first visit, on a second visit with the service worker's cache warm,
// and on a third with the network cut, on a 390 px phone over a slow 4G link (150 ms, 1.6 Mbit/s)
// with the CPU slowed four times. Medians of several runs, each in a fresh browser profile.
// Prints figures; asserts nothing. `npm run bench -- --repeat-visit` runs it after the rest
// (it serves dist/ with the demo API on --port + 5); alone:
// `VITE_API_BASE=/api/v1 npx vite build && node scripts/bench-repeat-visit.mjs [--runs 5] [--port 4403]`
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
import { startDemoServer } from './lighthouse.mjs';
import { cliOption } from './cli-option.mjs';

const slow4g = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** The page's LCP (ms from navigation start), once the page has loaded and settled. */
async function largestContentfulPaint(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...slow4g });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // LCP entries stop at the first input; a quiet second after load is enough here.
        setTimeout(() => resolve(last), 1000);
      }),
  );
  return { page, lcp };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export async function measureRepeatVisits({ port = 4403, runs = 5, dir = 'dist' } = {}) {
  process.env.VITE_API_BASE ??= '/api/v1';
  const stop = await startDemoServer(port, dir);
  const browser = await chromium.launch(chromiumLaunchOptions());
  const url = `http://localhost:${port}/`;
  const rows = { first: [], warm: [], offline: [] };
  try {
    for (let run = 1; run <= runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const first = await largestContentfulPaint(context, url);
      // The worker installs after the first load; the second visit is its.
      const worker = await first.page.evaluate(() =>
        'serviceWorker' in navigator
          ? Promise.race([
              navigator.serviceWorker.ready.then(() => true),
              new Promise((resolve) => setTimeout(() => resolve(false), 60_000)),
            ])
          : false,
      );
      await first.page.close();
      if (!worker) throw new Error('no service worker: is dist/ a production build?');
      const warm = await largestContentfulPaint(context, url);
      await warm.page.close();
      await context.setOffline(true);
      const offline = await largestContentfulPaint(context, url);
      await context.close();
      rows.first.push(first.lcp);
      rows.warm.push(warm.lcp);
      rows.offline.push(offline.lcp);
      process.stderr.write(
        `  run ${run}/${runs}: LCP first ${Math.round(first.lcp)} ms, warm ${Math.round(warm.lcp)} ms, network cut ${Math.round(offline.lcp)} ms\n`,
      );
    }
  } finally {
    await browser.close();
    stop();
  }
  const summary = {
    first: median(rows.first),
    warm: median(rows.warm),
    offline: median(rows.offline),
  };
  console.log(
    `\nRepeat visit, main page (390 px, slow 4G, 4x CPU; medians of ${runs}): LCP first visit ${Math.round(summary.first)} ms, warm cache ${Math.round(summary.warm)} ms (${(summary.warm / summary.first).toFixed(2)}x), network cut ${Math.round(summary.offline)} ms (${(summary.offline / summary.first).toFixed(2)}x)`,
  );
  return summary;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  const option = (name, fallback) => cliOption(argv, name, fallback);
  await measureRepeatVisits({
    port: Number(option('port', 4403)),
    runs: Number(option('runs', 5)),
    dir: option('dir', 'dist'),
  });
}
