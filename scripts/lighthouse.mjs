#!/usr/bin/env node
/* global window -- page.evaluate callbacks run in the browser */
// Runs Lighthouse (Debian's Chromium via puppeteer-core) on the production build served by
// scripts/demo-api-server.mjs, mobile and desktop presets, and prints one row per page.
// Exported for scripts/bench.mjs; also runnable alone: node scripts/lighthouse.mjs [--port 4400]
import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import chromium from '../e2e/chromium-launch.json' with { type: 'json' };

const chromiumArgs = ['--headless=new', ...chromium.args];

/** The signed-in session the panel page needs: a demo token for resident 1001 (jkowalski). */
const residentSession = {
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

export async function startDemoServer(port, dir = 'dist') {
  const child = spawn(
    process.execPath,
    ['scripts/demo-api-server.mjs', '--port', String(port), '--dir', dir],
    {
      cwd: new URL('..', import.meta.url).pathname,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await waitForServer(`http://localhost:${port}/`);
  return () => child.kill('SIGTERM');
}

function scriptTransferKb(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = items
    .filter((item) => item.resourceType === 'Script')
    .reduce((total, item) => total + (item.transferSize ?? 0), 0);
  return bytes / 1024;
}

export async function runLighthouse({
  port = 4400,
  pages = lighthousePages,
  languages = ['en'],
} = {}) {
  const origin = `http://localhost:${port}`;
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
    args: chromiumArgs,
    headless: true,
  });
  const rows = [];
  try {
    for (const language of languages) {
      for (const pageSpec of pages) {
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
          const url = `${origin}/#${pageSpec.route}`;
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
          rows.push({
            page: pageSpec.name,
            language,
            preset,
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            seo: score('seo'),
            lcpMs: metric('largest-contentful-paint'),
            tbtMs: metric('total-blocking-time'),
            cls: metric('cumulative-layout-shift'),
            jsKb: scriptTransferKb(lhr),
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
          });
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export function printLighthouseTable(rows) {
  const header = [
    'page',
    'preset',
    'perf',
    'a11y',
    'best',
    'seo',
    'LCP ms',
    'TBT ms',
    'CLS',
    'JS kB',
  ];
  const widths = [16, 8, 5, 5, 5, 5, 8, 7, 6, 7];
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' ');
  console.log(`\nLighthouse ${rows[0] ? '' : '(no rows)'}`);
  console.log(line(header));
  console.log('-'.repeat(80));
  for (const row of rows) {
    console.log(
      line([
        row.page,
        row.preset,
        row.performance,
        row.accessibility,
        row.bestPractices,
        row.seo,
        Math.round(row.lcpMs),
        Math.round(row.tbtMs),
        row.cls.toFixed(3),
        row.jsKb.toFixed(1),
      ]),
    );
    if (row.failedAudits.length) console.log(`  failing audits: ${row.failedAudits.join(', ')}`);
    if (row.lcpElement) console.log(`  LCP element: ${row.lcpElement.slice(0, 90)}`);
    for (const shifted of row.shifted ?? []) console.log(`  shifted: ${shifted.slice(0, 90)}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[process.argv.indexOf('--port') + 1] || 4400);
  const stop = await startDemoServer(port);
  try {
    printLighthouseTable(await runLighthouse({ port, pages: lighthousePages.slice(0, 1) }));
  } finally {
    stop();
  }
}
