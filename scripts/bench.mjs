#!/usr/bin/env node
// Builds the production bundle and prints every chunk's raw and gzip size, the entry (what the
// main page loads before any screen code) apart, and checks the budgets in bench-budget.json.
// Then runs Lighthouse on the production build (served with the demo API over HTTP) and, when
// present, the panel's historical-toggle timing. Prints figures; exits 1 only when a size budget
// is exceeded (or, with --strict, when a Lighthouse target is missed).
// Usage: npm run bench [-- --no-build] [--no-lighthouse] [--strict]
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const budget = JSON.parse(readFileSync(join(root, 'bench-budget.json'), 'utf8'));
const args = new Set(process.argv.slice(2));

if (!args.has('--no-build')) {
  execSync('npx vite build --logLevel error', { cwd: root, stdio: 'inherit' });
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const kb = (bytes) => (bytes / 1024).toFixed(1);
const sizeOf = (file) => {
  const content = readFileSync(join(dist, file));
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
};

// The entry: everything index.html asks for up front (its module script, the shell's
// modulepreload links, stylesheets) and everything those import statically.
const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
const upFront = [
  ...indexHtml.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\.\/(assets\/[^"]+)"/g),
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
  if (chunk.isDynamicEntry && key.startsWith('src/features/')) screenChunks.set(chunk.file, key);
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
  `Budgets: entry JS <= ${budget.entryJsGzipKb} kB gzip (now ${entryGzipKb.toFixed(1)}), each screen's own chunk (and its lazy parts) <= ${budget.screenChunkGzipKb} kB gzip (largest: ${kb(Math.max(0, ...rows.filter((r) => r.screen).map((r) => r.gzip)))})`,
);

const targetMisses = [];
if (!args.has('--no-lighthouse')) {
  const { printLighthouseTable, runLighthouse, startDemoServer } = await import('./lighthouse.mjs');
  const port = 4400;
  const stop = await startDemoServer(port);
  let lighthouseRows = [];
  try {
    lighthouseRows = await runLighthouse({ port });
  } finally {
    stop();
  }
  printLighthouseTable(lighthouseRows);
  const targets = budget.lighthouse;
  for (const row of lighthouseRows) {
    const perfTarget =
      row.preset === 'desktop' ? targets.performanceDesktop : targets.performanceMobile;
    const where = `${row.page} (${row.preset})`;
    if (row.performance < perfTarget)
      targetMisses.push(`${where}: performance ${row.performance} < ${perfTarget}`);
    if (row.accessibility < targets.accessibility)
      targetMisses.push(`${where}: accessibility ${row.accessibility} < ${targets.accessibility}`);
    if (row.bestPractices < targets.bestPractices)
      targetMisses.push(`${where}: best-practices ${row.bestPractices} < ${targets.bestPractices}`);
  }
  console.log(
    `Lighthouse targets: performance ${targets.performanceDesktop} desktop / >= ${targets.performanceMobile} mobile, accessibility ${targets.accessibility}, best-practices ${targets.bestPractices}: ${targetMisses.length ? 'MISSED' : 'all met'}`,
  );
  for (const miss of targetMisses) console.log(`  - ${miss}`);
}

if (!args.has('--no-panel') && existsSync(join(root, 'scripts', 'bench-panel.mjs'))) {
  console.log('\nPanel: historical-fees toggle with ~1000 rows (demo build, Chromium)');
  const run = spawnSync(process.execPath, [join(root, 'scripts', 'bench-panel.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) console.log('  (panel measurement did not complete)');
}

if (args.has('--strict')) failures.push(...targetMisses);
if (failures.length) {
  console.error(`\nBUDGET FAILED:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('All budgets met.');
