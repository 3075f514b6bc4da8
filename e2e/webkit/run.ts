// The WebKit suite: the main flows of the built demo (dist-demo) in WebKitGTK's MiniBrowser,
// driven through WebKitWebDriver under Xvfb, once in English and once in Polish (the browser's
// own language). `npm run test:webkit` installs what is missing (scripts/ensure-webkit.sh) and
// runs it on the demo build already made. Options: --runs N (the whole suite N times),
// --languages en,pl, --dist <folder>, --flows <part of a flow's name>. WEBKIT_PORT (default
// 4275) is its server's port; the drivers take the next ones, one per language.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { WebDriver } from 'selenium-webdriver';
import { pageWatchFile } from '../../build/page-watch.ts';
import { flows, type Flow } from './flows.ts';
import { compileLocales, startBrowser, startXvfb, Tab, type Language } from './harness.ts';
import { serveBuild, type StaticServer } from './static-server.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    languages: { type: 'string', default: 'en,pl' },
    dist: { type: 'string', default: 'dist-demo' },
    flows: { type: 'string', default: '' },
  },
});
const runs = Number(values.runs);
const languages = values.languages.split(',') as Language[];
const chosen = flows.filter((flow) => flow.name.includes(values.flows));
const basePort = Number(process.env.WEBKIT_PORT ?? 4275);
// As the other browser tests: in CI a failed flow runs once more, and is named if that passes.
const retries = process.env.CI ? 1 : 0;
/** The runner's report, on stdout. */
const say = (text: string) => process.stdout.write(`${text}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// Without the page watcher a page's errors would go unseen and every flow would pass.
const dist = resolve(values.dist);
const index = join(dist, 'index.html');
if (
  !existsSync(join(dist, pageWatchFile)) ||
  !existsSync(index) ||
  !readFileSync(index, 'utf8').includes(pageWatchFile)
) {
  console.error(
    `${values.dist} is not a demo build with the page watcher: run \`npm run build:demo\` first.`,
  );
  process.exit(1);
}

/** One flow in a window of its own; the error, or null when it passed with a clean page. */
async function attempt(
  flow: Flow,
  driver: WebDriver,
  language: Language,
  server: StaticServer,
  shotName: string,
): Promise<unknown> {
  let tab: Tab | null = null;
  try {
    tab = await Tab.open(driver, server.origin);
    await flow.run(tab, language, server);
    const problems = await tab.problems();
    if (problems.length) throw new Error(`Errors in the page:\n    ${problems.join('\n    ')}`);
    return null;
  } catch (error) {
    if (tab) {
      const problems = await tab.problems().catch(() => []);
      if (problems.length) say(`    errors in the page:\n    ${problems.join('\n    ')}`);
      const shot = await driver.takeScreenshot().catch(() => null);
      if (shot) {
        mkdirSync('test-results/webkit', { recursive: true });
        const file = `test-results/webkit/${shotName}.png`;
        writeFileSync(file, Buffer.from(shot, 'base64'));
        say(`    screenshot: ${file}; address: ${await tab.url().catch(() => '?')}`);
      }
    }
    return error ?? new Error('failed');
  } finally {
    server.reset();
  }
}

const started = Date.now();
// Beside .ci/run's Node: compiled once per machine, not again after every `npm ci`.
const localeFolder = compileLocales(
  join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'dormitory-portal', 'locales'),
);
const server = await serveBuild(dist, basePort);
const xvfb = await startXvfb();
const failures: string[] = [];
const flaky: string[] = [];
const runTimes: number[] = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    const runStarted = Date.now();
    for (const [index, language] of languages.entries()) {
      const browser = await startBrowser({
        language,
        display: xvfb.display,
        localeFolder,
        port: basePort + 1 + index,
      });
      try {
        for (const [number, flow] of chosen.entries()) {
          const label = `run ${run}, ${language}: ${flow.name}`;
          for (let attemptNumber = 0; attemptNumber <= retries; attemptNumber += 1) {
            const flowStarted = Date.now();
            const shotName = `run${run}-${language}-${number + 1}-${attemptNumber}`;
            const error = await attempt(flow, browser.driver, language, server, shotName);
            const time = seconds(Date.now() - flowStarted);
            if (error === null) {
              say(`  ok   ${label} (${time})`);
              if (attemptNumber > 0) flaky.push(label);
              break;
            }
            say(`  FAIL ${label} (${time})\n    ${String(error)}`);
            if (attemptNumber === retries) failures.push(label);
          }
        }
      } finally {
        await browser.stop();
      }
    }
    runTimes.push(Date.now() - runStarted);
    say(`Run ${run}: ${seconds(Date.now() - runStarted)}`);
  }
} finally {
  await xvfb.stop();
  await server.close();
}
const total = runs * languages.length * chosen.length;
if (flaky.length) say(`Flaky (passed only on a retry):\n  ${flaky.join('\n  ')}`);
if (failures.length) say(`Failed:\n  ${failures.join('\n  ')}`);
say(
  `WebKit suite: ${total - failures.length} of ${total} flows passed in ${runs} run(s) ` +
    `[${languages.join(', ')}]; runs ${runTimes.map(seconds).join(', ')}; ` +
    `${seconds(Date.now() - started)} in all`,
);
process.exitCode = failures.length ? 1 : 0;
