#!/usr/bin/env node
/* global window -- page.evaluate callbacks run in the browser */
// Runs Lighthouse (Debian's Chromium via puppeteer-core) on the production build served by
// scripts/demo-api-server.mjs, mobile and desktop presets, several runs per page and preset, and
// prints the median and spread of each, with LCP and TBT as a ratio to the floor page's (the
// smallest page this stack can make: scripts/floor/, React rendering a heading, same Vite config,
// same server). Exported for scripts/bench.mjs; also runnable alone:
// node scripts/lighthouse.mjs [--port 8500] [--runs 3] [--pages 1] [--only "panel: fees"] [--dir dist]
// [--http1] (--only: the pages of that name, comma-separated, the floor page always included).
// Pages are served over HTTP/2 with TLS, as the deployment serves them (deploy/nginx), unless
// --http1: Lighthouse's simulation then models six connections per origin, each with its own
// handshake, which the deployment does not have (docs/performance.md). Build with
// the demo API's base first, as `npm run bench` does: `VITE_API_BASE=/api/v1 npx vite build`. A
// plain `npx vite build` asks the real API's host, which this machine cannot reach: the panel
// then shows its load failures, and best practices drop to 96 (errors in the console).
import { execSync, spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { chromiumLaunchOptions } from './chromium.mjs';
import { cliOption } from './cli-option.mjs';

/** The signed-in session the panel page needs: a demo token for resident 1001 (jkowalski). */
export const residentSession = {
  account: {
    access_token: 'demo.1001.bench',
    token_type: 'Bearer',
    login: 'jkowalski',
    userId: '1001',
  },
  guest: { uuid: null, token: null },
  registration: { doesUserAgreeRODO: false, placeRequests: false, placeRequestKind: null },
};

export const lighthousePages = [
  { name: 'main page', route: '/' },
  { name: 'registration', route: '/register' },
  { name: 'panel: fees', route: '/panel?tab=fees', session: residentSession },
  // The e-mailed link of a booking awaiting confirmation (its code sign-in step).
  {
    name: 'hotel booking',
    route: '/hotel-reservation?id=a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  },
];

async function waitForServer(url, timeoutMs = 30_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Server at ${url} did not start`);
}

export async function startDemoServer(port, dir = 'dist', { http2 = false } = {}) {
  // The demo server's throwaway certificate, for the readiness check below.
  if (http2) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const child = spawn(
    process.execPath,
    [
      'scripts/demo-api-server.mjs',
      '--port',
      String(port),
      '--dir',
      dir,
      ...(http2 ? ['--http2'] : []),
    ],
    {
      cwd: new URL('..', import.meta.url).pathname,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  // A loaded machine takes its time to start the demo API (Vite loads the handlers).
  await waitForServer(`${http2 ? 'https' : 'http'}://localhost:${port}/robots.txt`, 120_000);
  return () => child.kill('SIGTERM');
}

function scriptTransferKb(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = items
    .filter((item) => item.resourceType === 'Script')
    .reduce((total, item) => total + (item.transferSize ?? 0), 0);
  return bytes / 1024;
}

/** The floor page, built by `vite build --mode floor` into dist-floor and served on its own port. */
export const floorPage = { name: 'FLOOR', path: '/scripts/floor/index.html', floor: true };

export function buildFloor(root = new URL('..', import.meta.url).pathname) {
  execSync('npx vite build --mode floor --logLevel error', { cwd: root, stdio: 'inherit' });
}

export async function runLighthouse({
  port = 8500,
  floorPort,
  pages = lighthousePages,
  languages = ['en'],
  runs = 3,
  http2 = true,
  onRow = () => {},
} = {}) {
  const launchOptions = chromiumLaunchOptions('--headless=new');
  const browser = await puppeteer.launch({
    ...launchOptions,
    // The demo server's throwaway certificate (HTTP/2 runs over TLS only).
    args: [...launchOptions.args, ...(http2 ? ['--ignore-certificate-errors'] : [])],
    headless: true,
  });
  const rows = [];
  try {
    const measured = [
      ...languages.flatMap((language) => pages.map((pageSpec) => ({ pageSpec, language }))),
      ...(floorPort ? [{ pageSpec: floorPage, language: 'en' }] : []),
    ];
    // Runs interleave (every page once, then every page again) so a burst of load on the shared
    // machine spreads over all pages instead of spoiling one page's runs.
    for (let run = 1; run <= runs; run += 1) {
      for (const { pageSpec, language } of measured) {
        const origin = `${http2 ? 'https' : 'http'}://localhost:${pageSpec.floor ? floorPort : port}`;
        for (const preset of ['mobile', 'desktop']) {
          // A fresh context per run: empty HTTP cache and storage, nothing shared between runs.
          const context = await browser.createBrowserContext();
          const page = await context.newPage();
          // Set-up happens on another document of the same origin (robots.txt), in the same tab,
          // so sessionStorage carries over but the audit is a real page load, not a hash change.
          await page.goto(`${origin}/robots.txt`, { waitUntil: 'load' });
          await page.evaluate(
            (session, lang) => {
              window.sessionStorage.clear();
              window.localStorage.setItem('dormitory:language', lang);
              if (session)
                window.sessionStorage.setItem('dormitory:session', JSON.stringify(session));
            },
            pageSpec.session ?? null,
            language,
          );
          const cdp = await page.createCDPSession();
          await cdp.send('Network.clearBrowserCache');
          await cdp.detach();
          const url = pageSpec.floor ? `${origin}${pageSpec.path}` : `${origin}/#${pageSpec.route}`;
          const result = await lighthouse(
            url,
            {
              logLevel: 'error',
              output: 'json',
              disableStorageReset: true,
              onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            },
            preset === 'desktop' ? desktopConfig : undefined,
            page,
          );
          const { lhr } = result;
          const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
          const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
          const row = {
            page: pageSpec.name,
            language,
            preset,
            run,
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            seo: score('seo'),
            lcpMs: metric('largest-contentful-paint'),
            tbtMs: metric('total-blocking-time'),
            cls: metric('cumulative-layout-shift'),
            jsKb: scriptTransferKb(lhr),
            // Lighthouse's own measure of this machine's CPU speed at the run: simulated TBT
            // scales with it, so figures from different machines or loads are compared with it.
            benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
            lcpElement:
              lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
                ?.snippet ?? '',
            shifted: (lhr.audits['layout-shifts']?.details?.items ?? [])
              .map((item) => item.node?.snippet ?? '')
              .slice(0, 2),
            failedAudits: Object.values(lhr.audits)
              .filter(
                (audit) =>
                  audit.score !== null &&
                  audit.score < 1 &&
                  audit.scoreDisplayMode === 'binary' &&
                  !['performance'].includes(audit.id),
              )
              .map((audit) => audit.id),
          };
          rows.push(row);
          onRow(row);
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * One row per page and preset: the median of the runs for every figure, the spread (min-max) of
 * the performance score, LCP and TBT, the lowest accessibility/best-practices/SEO score of any run,
 * and LCP and TBT as a ratio to the floor page's medians for the same preset.
 */
export function summarizeLighthouse(rows) {
  const groups = new Map();
  for (const row of rows) {
    const key = `${row.page}\u0000${row.language}\u0000${row.preset}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(row);
  }
  const summaries = [...groups.values()].map((runs) => {
    const pick = (field) => runs.map((run) => run[field]);
    const spread = (field) => [Math.min(...pick(field)), Math.max(...pick(field))];
    return {
      page: runs[0].page,
      language: runs[0].language,
      preset: runs[0].preset,
      floor: runs[0].page === floorPage.name,
      runs: runs.length,
      performance: median(pick('performance')),
      performanceSpread: spread('performance'),
      accessibility: Math.min(...pick('accessibility')),
      bestPractices: Math.min(...pick('bestPractices')),
      seo: Math.min(...pick('seo')),
      lcpMs: median(pick('lcpMs')),
      lcpSpread: spread('lcpMs'),
      tbtMs: median(pick('tbtMs')),
      tbtSpread: spread('tbtMs'),
      cls: median(pick('cls')),
      jsKb: median(pick('jsKb')),
      lcpElement: runs[0].lcpElement,
      shifted: [...new Set(runs.flatMap((run) => run.shifted ?? []))].slice(0, 2),
      failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
    };
  });
  for (const summary of summaries) {
    const floor = summaries.find((other) => other.floor && other.preset === summary.preset);
    summary.lcpRatio = floor ? summary.lcpMs / floor.lcpMs : NaN;
    // A floor TBT of 0 ms (usual on desktop) has no ratio; the table then shows the ms over it.
    summary.tbtRatio = floor && floor.tbtMs > 0 ? summary.tbtMs / floor.tbtMs : NaN;
    summary.tbtOverFloorMs = floor ? summary.tbtMs - floor.tbtMs : NaN;
  }
  return summaries;
}

export function printLighthouseTable(rows) {
  const summaries = summarizeLighthouse(rows);
  const runs = Math.max(0, ...summaries.map((summary) => summary.runs));
  const header = [
    'page',
    'preset',
    'perf',
    '(min-max)',
    'a11y',
    'best',
    'seo',
    'LCP ms',
    '(min-max)',
    'LCP/floor',
    'TBT ms',
    '(min-max)',
    'TBT/floor',
    'CLS',
    'JS kB',
  ];
  const widths = [14, 7, 4, 9, 4, 4, 4, 6, 11, 9, 6, 9, 9, 5, 6];
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' ');
  const range = ([low, high]) => `${Math.round(low)}-${Math.round(high)}`;
  const ratio = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : '-');
  console.log(
    `\nLighthouse: median of ${runs} run${runs === 1 ? '' : 's'} per page and preset (spread min-max; a11y/best/seo: lowest run)`,
  );
  console.log(line(header));
  console.log('-'.repeat(130));
  for (const summary of summaries) {
    console.log(
      line([
        summary.page,
        summary.preset,
        summary.performance,
        range(summary.performanceSpread),
        summary.accessibility,
        summary.bestPractices,
        summary.seo,
        Math.round(summary.lcpMs),
        range(summary.lcpSpread),
        summary.floor ? '1.00x' : ratio(summary.lcpRatio),
        Math.round(summary.tbtMs),
        range(summary.tbtSpread),
        summary.floor
          ? '-'
          : Number.isFinite(summary.tbtRatio)
            ? ratio(summary.tbtRatio)
            : `+${Math.round(summary.tbtOverFloorMs)} ms`,
        summary.cls.toFixed(3),
        summary.jsKb.toFixed(1),
      ]),
    );
    if (summary.failedAudits.length)
      console.log(`  failing audits: ${summary.failedAudits.join(', ')}`);
    if (summary.lcpElement) console.log(`  LCP element: ${summary.lcpElement.slice(0, 90)}`);
    for (const shifted of summary.shifted) console.log(`  shifted: ${shifted.slice(0, 90)}`);
  }
  const indexes = rows.map((row) => row.benchmarkIndex).filter(Number.isFinite);
  if (indexes.length)
    console.log(
      `CPU benchmark index (Lighthouse; higher is faster): median ${Math.round(median(indexes))}, ${range([Math.min(...indexes), Math.max(...indexes)])}`,
    );
  return summaries;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  const option = (name, fallback) => cliOption(argv, name, fallback);
  // The demo API server answers under the base the bundle was built with (bench.mjs sets it).
  process.env.VITE_API_BASE ??= '/api/v1';
  const port = Number(option('port', process.env.BENCH_PORT ?? 8500));
  const runs = Number(option('runs', 3));
  const pageCount = Number(option('pages', lighthousePages.length));
  const only = option('only', null)
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = (only ?? []).filter(
    (name) => !lighthousePages.some((pageSpec) => pageSpec.name === name),
  );
  if (unknown.length) {
    console.error(
      `Unknown page ${unknown.join(', ')}; one of: ${lighthousePages.map((p) => p.name).join(', ')}`,
    );
    process.exit(2);
  }
  const pages = only
    ? lighthousePages.filter((pageSpec) => only.includes(pageSpec.name))
    : lighthousePages.slice(0, pageCount);
  buildFloor();
  const http2 = !argv.includes('--http1');
  const stopApp = await startDemoServer(port, option('dir', 'dist'), { http2 });
  const stopFloor = await startDemoServer(port + 1, 'dist-floor', { http2 });
  try {
    printLighthouseTable(
      await runLighthouse({
        port,
        floorPort: port + 1,
        runs,
        http2,
        pages,
      }),
    );
  } finally {
    stopApp();
    stopFloor();
  }
}
