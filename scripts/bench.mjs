#!/usr/bin/env node
// Builds the production bundle and prints every chunk's raw and gzip size, the entry (what the
// main page loads before any screen code) apart, a per-package size table, and checks the budgets
// in bench-budget.json: the entry, each screen's own code, and every other chunk (lazy vendor
// chunks included; named exceptions such as the phone-number data have their own budget).
// Then runs Lighthouse on the production build (served with the demo API over HTTP) and, when
// present, the panel's historical-toggle timing. Prints figures; exits 1 only when a size budget
// is exceeded (or, with --strict, when a Lighthouse target is missed).
// Lighthouse runs 3 times per page and preset (--runs N) and the table gives medians, spreads and
// LCP/TBT as a ratio to the floor page (scripts/floor). --port P (or BENCH_PORT) serves the app on
// P, the floor page on P+1 and the panel timing on P+2.
// Then the time to data (scripts/bench-data.mjs; `npm run bench:data` runs only that part).
// With --repeat-visit, also the main page's LCP on a second visit from the service worker's cache
// and with the network cut (scripts/bench-repeat-visit.mjs, on port P+5).
// Usage: npm run bench [-- --no-build] [--no-lighthouse] [--no-panel] [--no-time-to-data]
// [--repeat-visit] [--strict] [--runs 3] [--port 4400]
// `--no-lighthouse` is the size-only bench (no browser), which `npm test` runs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cliOption } from './cli-option.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const budget = JSON.parse(readFileSync(join(root, 'bench-budget.json'), 'utf8'));
const argv = process.argv.slice(2);
const args = new Set(argv);
const option = (name, fallback) => cliOption(argv, name, fallback);
const modulesFile = join(root, 'bench-results', 'modules.json');

/** Each output chunk's modules with their rendered (tree-shaken) code, kept for the package table. */
function collectModules(into) {
  return {
    name: 'bench-collect-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        into[`assets/${output.fileName.replace(/^assets\//, '')}`] = Object.entries(
          output.modules,
        ).map(([id, module]) => ({ id, code: module.code ?? '' }));
      }
    },
  };
}

let chunkModules = {};
// The bench serves the production build on localhost with the demo API on /api/v1. A real build
// on an unknown host uses the production environment (decision 012), so point it here.
process.env.VITE_API_BASE ??= '/api/v1';
if (!args.has('--no-build')) {
  const { build } = await import('vite');
  await build({ root, logLevel: 'error', plugins: [collectModules(chunkModules)] });
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(modulesFile, JSON.stringify(chunkModules));
} else if (existsSync(modulesFile)) {
  chunkModules = JSON.parse(readFileSync(modulesFile, 'utf8'));
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const kb = (bytes) => (bytes / 1024).toFixed(1);
const sizeOf = (file) => {
  const content = readFileSync(join(dist, file));
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
};

// The entry: everything index.html asks for up front (its module script, the shell's
// modulepreload links, stylesheets) and everything those import statically. A prerendered
// screen's own preloads (`<template id="screen-preloads-…">`, build/preload-shell.ts) are that
// screen's code, asked for on that screen only: its budget is the screen's, below. So is the
// early painter's (`<template id="early-paint">`, decision 015): the fees and documents tabs only.
const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
const sharedHtml = indexHtml.replace(
  /<template id="(?:screen-preloads-[^"]*|early-paint)">[\s\S]*?<\/template>/g,
  '',
);
const upFront = [
  ...sharedHtml.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\.\/(assets\/[^"]+)"/g),
].map((match) => match[1]);
const chunkByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const entryFiles = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || entryFiles.has(chunk.file)) return;
  entryFiles.add(chunk.file);
  for (const css of chunk.css ?? []) entryFiles.add(css);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const file of upFront) {
  if (chunkByFile.has(file)) visit(chunkByFile.get(file));
  else entryFiles.add(file);
}

// Screen code: the chunk each lazy route loads and the parts a screen loads later on its own
// (the registration form, each panel tab), i.e. every lazy module of src/features; shared vendor
// chunks (forms, Sentry, axios) are listed as 'lazy' without a screen budget.
const screenChunks = new Map();
for (const [key, chunk] of Object.entries(manifest)) {
  // The early painter is a build input of its own (decision 015), a panel screen's part.
  if ((chunk.isDynamicEntry || chunk.isEntry) && key.startsWith('src/features/'))
    screenChunks.set(chunk.file, key);
}

const assets = readdirSync(join(dist, 'assets'))
  .filter((file) => /\.(js|css)$/.test(file))
  .map((file) => `assets/${file}`);

const rows = assets
  .map((file) => ({
    file,
    ...sizeOf(file),
    entry: entryFiles.has(file),
    screen: screenChunks.get(file),
  }))
  .sort((a, b) => Number(b.entry) - Number(a.entry) || b.gzip - a.gzip);

const pad = (value, width) => String(value).padStart(width);
console.log(`\n${'chunk'.padEnd(58)} ${pad('raw kB', 9)} ${pad('gzip kB', 9)}  kind`);
console.log('-'.repeat(90));
for (const row of rows) {
  const kind = row.entry
    ? 'ENTRY'
    : row.screen
      ? /-screen\.tsx$/.test(row.screen)
        ? 'screen'
        : 'screen part'
      : row.file.endsWith('.css')
        ? 'css'
        : 'lazy';
  console.log(`${row.file.padEnd(58)} ${pad(kb(row.raw), 9)} ${pad(kb(row.gzip), 9)}  ${kind}`);
}
const sum = (list, field) => list.reduce((total, row) => total + row[field], 0);
const entryJs = rows.filter((row) => row.entry && row.file.endsWith('.js'));
const entryCss = rows.filter((row) => row.entry && row.file.endsWith('.css'));
const allJs = rows.filter((row) => row.file.endsWith('.js'));
console.log('-'.repeat(90));
console.log(
  `${'ENTRY JavaScript (main page, before screen code)'.padEnd(58)} ${pad(kb(sum(entryJs, 'raw')), 9)} ${pad(kb(sum(entryJs, 'gzip')), 9)}`,
);
console.log(
  `${'ENTRY CSS'.padEnd(58)} ${pad(kb(sum(entryCss, 'raw')), 9)} ${pad(kb(sum(entryCss, 'gzip')), 9)}`,
);
console.log(
  `${'All JavaScript'.padEnd(58)} ${pad(kb(sum(allJs, 'raw')), 9)} ${pad(kb(sum(allJs, 'gzip')), 9)}`,
);
console.log(
  `${'All CSS'.padEnd(58)} ${pad(kb(sum(rows, 'raw') - sum(allJs, 'raw')), 9)} ${pad(kb(sum(rows, 'gzip') - sum(allJs, 'gzip')), 9)}`,
);

// Per package: what each dependency (and each part of the app) weighs in the bundle, tree-shaken,
// summed over the chunks it lands in. Gzip is of the package's code alone (a rough share).
const packageOf = (id) => {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const inModules = clean.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const [first, second] = clean.slice(inModules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const app = clean.match(/\/src\/((?:features|shared)\/[\w-]+|i18n\/locales\/\w+|[\w-]+)/);
  if (app) return `(app) src/${app[1].replace(/\.\w+$/, '')}`;
  return `(build) ${clean.split('/').slice(-2).join('/')}`;
};
const packages = new Map();
for (const [file, modules] of Object.entries(chunkModules)) {
  for (const { id, code } of modules) {
    if (!code) continue;
    const name = packageOf(id);
    const entry = packages.get(name) ?? { code: [], chunks: new Set() };
    entry.code.push(code);
    entry.chunks.add(entryFiles.has(file) ? 'entry' : file.replace(/^assets\//, ''));
    packages.set(name, entry);
  }
}
const packageRows = [...packages]
  .map(([name, { code, chunks }]) => {
    const text = code.join('\n');
    return {
      name,
      raw: Buffer.byteLength(text),
      gzip: gzipSync(text, { level: 9 }).length,
      chunks: [...chunks],
    };
  })
  .sort((a, b) => b.gzip - a.gzip);
if (packageRows.length) {
  console.log(`\n${'package'.padEnd(44)} ${pad('raw kB', 9)} ${pad('gzip kB', 9)}  chunks`);
  console.log('-'.repeat(90));
  for (const row of packageRows) {
    const chunks =
      row.chunks.length > 3 ? `${row.chunks.slice(0, 3).join(', ')}, ...` : row.chunks.join(', ');
    console.log(`${row.name.padEnd(44)} ${pad(kb(row.raw), 9)} ${pad(kb(row.gzip), 9)}  ${chunks}`);
  }
} else {
  console.log('\n(no module data for the package table: run without --no-build)');
}

/** The named exception a chunk falls under (e.g. the phone-number data), by its main package. */
const exceptionFor = (file) => {
  const modules = chunkModules[file] ?? [];
  const weight = new Map();
  for (const { id, code } of modules)
    weight.set(packageOf(id), (weight.get(packageOf(id)) ?? 0) + code.length);
  const main = [...weight].sort((a, b) => b[1] - a[1])[0]?.[0];
  return budget.lazyChunkExceptions.find((exception) => exception.package === main);
};

const failures = [];
const entryGzipKb = sum(entryJs, 'gzip') / 1024;
if (entryGzipKb > budget.entryJsGzipKb)
  failures.push(
    `entry JavaScript ${entryGzipKb.toFixed(1)} kB gzip > budget ${budget.entryJsGzipKb} kB`,
  );
for (const row of rows.filter((r) => r.screen)) {
  if (row.gzip / 1024 > budget.screenChunkGzipKb)
    failures.push(
      `screen code ${row.screen} ${kb(row.gzip)} kB gzip > ${budget.screenChunkGzipKb} kB`,
    );
}

// Every other chunk (lazy vendor code, shared parts, translations, styles): one budget, except
// the chunks named in bench-budget.json (each with its own).
const lazyRows = rows.filter((row) => !row.entry && !row.screen);
let largestLazy = { file: '-', gzip: 0 };
for (const row of lazyRows) {
  const exception = exceptionFor(row.file);
  const limit = exception ? exception.gzipKb : budget.lazyChunkGzipKb;
  if (!exception && row.gzip > largestLazy.gzip) largestLazy = row;
  if (row.gzip / 1024 > limit)
    failures.push(
      `${exception ? exception.name : 'lazy chunk'} ${row.file} ${kb(row.gzip)} kB gzip > ${limit} kB`,
    );
}

// The production build must carry no demo-API code.
const allFiles = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else allFiles.push(path);
  }
};
walk(dist);
const offenders = [];
for (const path of allFiles) {
  const relative = path.replace(dist, 'dist');
  for (const name of budget.forbiddenFilesInProduction) {
    if (path.endsWith(`/${name}`)) offenders.push(`${relative} (file)`);
  }
  if (!/\.(js|html|css)$/.test(path)) continue;
  const text = readFileSync(path, 'utf8');
  for (const word of budget.forbiddenInProduction) {
    if (text.includes(word)) offenders.push(`${relative}: ${word}`);
  }
}
console.log(
  `\nDemo-API code in the production build: ${offenders.length ? offenders.join(', ') : 'none'}`,
);
if (offenders.length) failures.push('demo-API code found in the production build');
if (!existsSync(join(dist, 'index.html'))) failures.push('dist/index.html missing');

console.log(
  `Budgets: entry JS <= ${budget.entryJsGzipKb} kB gzip (now ${entryGzipKb.toFixed(1)}), each screen's own chunk (and its lazy parts) <= ${budget.screenChunkGzipKb} kB gzip (largest: ${kb(Math.max(0, ...rows.filter((r) => r.screen).map((r) => r.gzip)))}), every other chunk <= ${budget.lazyChunkGzipKb} kB gzip (largest: ${largestLazy.file} ${kb(largestLazy.gzip)})${budget.lazyChunkExceptions.map((exception) => `, ${exception.name} (${exception.package}) <= ${exception.gzipKb} kB`).join('')}`,
);

const targetMisses = [];
// Ports: --port (or BENCH_PORT) for the app, the next one for the floor page, the one after for
// the panel timing, so several worktrees on one machine can bench side by side.
const benchPort = Number(option('port', process.env.BENCH_PORT ?? 4400));
if (!args.has('--no-lighthouse')) {
  const { buildFloor, printLighthouseTable, runLighthouse, startDemoServer } =
    await import('./lighthouse.mjs');
  const runs = Number(option('runs', 3));
  buildFloor(root);
  // Over HTTP/2 with TLS, as the deployment serves the app (scripts/lighthouse.mjs).
  const http2 = !args.has('--http1');
  const stopApp = await startDemoServer(benchPort, 'dist', { http2 });
  let stopFloor = () => {};
  let lighthouseRows = [];
  try {
    stopFloor = await startDemoServer(benchPort + 1, 'dist-floor', { http2 });
    lighthouseRows = await runLighthouse({
      port: benchPort,
      floorPort: benchPort + 1,
      runs,
      http2,
      onRow: (row) =>
        process.stderr.write(
          `  run ${row.run}/${runs} ${row.page} ${row.preset}: ${row.performance}, LCP ${Math.round(row.lcpMs)} ms, TBT ${Math.round(row.tbtMs)} ms\n`,
        ),
    });
  } finally {
    stopApp();
    stopFloor();
  }
  const summaries = printLighthouseTable(lighthouseRows);
  const targets = budget.lighthouse;
  for (const row of summaries.filter((summary) => !summary.floor)) {
    const perfTarget =
      row.preset === 'desktop' ? targets.performanceDesktop : targets.performanceMobile;
    const where = `${row.page} (${row.preset}, median)`;
    if (row.performance < perfTarget)
      targetMisses.push(`${where}: performance ${row.performance} < ${perfTarget}`);
    if (row.preset === 'mobile' && row.lcpRatio > targets.mobileLcpToFloor)
      targetMisses.push(
        `${where}: LCP ${row.lcpRatio.toFixed(2)}x the floor page's > ${targets.mobileLcpToFloor}x`,
      );
    if (row.accessibility < targets.accessibility)
      targetMisses.push(`${where}: accessibility ${row.accessibility} < ${targets.accessibility}`);
    if (row.bestPractices < targets.bestPractices)
      targetMisses.push(`${where}: best-practices ${row.bestPractices} < ${targets.bestPractices}`);
  }
  console.log(
    `Lighthouse targets (medians of ${runs}): performance ${targets.performanceDesktop} desktop / >= ${targets.performanceMobile} mobile, mobile LCP <= ${targets.mobileLcpToFloor}x the floor page's, accessibility ${targets.accessibility}, best-practices ${targets.bestPractices}: ${targetMisses.length ? 'MISSED' : 'all met'}`,
  );
  for (const miss of targetMisses) console.log(`  - ${miss}`);
}

if (
  !args.has('--no-lighthouse') &&
  !args.has('--no-panel') &&
  existsSync(join(root, 'scripts', 'bench-panel.mjs'))
) {
  console.log(
    '\nPanel: historical fees, an academic year and a tab switch (390 px, 4x CPU slowdown)',
  );
  const panelArgs = ['--port', String(benchPort + 2)];
  const run = spawnSync(
    process.execPath,
    [join(root, 'scripts', 'bench-panel.mjs'), ...panelArgs],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (run.status !== 0) console.log('  (panel measurement did not complete)');
}

// Time to data with applied throttling (scripts/bench-data.mjs): what Lighthouse's simulated
// preset does not show. The app on P+3, the floor page on P+4.
if (!args.has('--no-lighthouse') && !args.has('--no-time-to-data')) {
  const { buildFloor, startDemoServer } = await import('./lighthouse.mjs');
  const { printTimeToData, runTimeToData } = await import('./bench-data.mjs');
  buildFloor(root);
  // Over HTTP/2 with TLS, as the deployment serves the app (bench-data.mjs).
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const stopApp = await startDemoServer(benchPort + 3, 'dist', { http2: true });
  const stopFloor = await startDemoServer(benchPort + 4, 'dist-floor', { http2: true });
  try {
    printTimeToData(
      await runTimeToData({
        port: benchPort + 3,
        floorPort: benchPort + 4,
        runs: Number(option('runs', 3)),
      }),
    );
  } finally {
    stopApp();
    stopFloor();
  }
}

// Repeat visits with the service worker (scripts/bench-repeat-visit.mjs, decision 013).
if (args.has('--repeat-visit')) {
  const { measureRepeatVisits } = await import('./bench-repeat-visit.mjs');
  await measureRepeatVisits({ port: benchPort + 5, runs: Number(option('runs', 3)) });
}

if (args.has('--strict')) failures.push(...targetMisses);
if (failures.length) {
  console.error(`\nBUDGET FAILED:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('All budgets met.');
