#!/usr/bin/env node
// Runs npm scripts at the same time, each with its whole output printed when it ends (in the
// order given, so the log reads as if they ran one after another), and fails when any of them
// fails. ESLint, Prettier and tsc each use one core: side by side, two cores finish them sooner
// (docs/testing.md, "CI time"). Usage: node scripts/parallel.mjs lint typecheck
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
      child.on('close', (code) =>
        resolve({ name, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }),
      );
    }),
);

const failed = [];
for (const run of runs) {
  const { name, code, output, seconds } = await run;
  process.stdout.write(Buffer.concat(output));
  console.log(
    `(${name}: ${code === 0 ? 'passed' : `failed, exit ${code}`} in ${seconds.toFixed(1)} s)`,
  );
  if (code !== 0) failed.push(name);
}
if (failed.length) {
  console.error(`Failed: ${failed.join(', ')}`);
  process.exit(1);
}
