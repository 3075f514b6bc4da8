// The larger property-based run (docs/testing.md, "Every answer the contract allows"):
// `npm run test:property -- --runs 500 [--seed 7] [screen file filters]` runs every
// src/**/*.property.test.tsx (or those matching the filters) with that many answers per screen.
// `npm test` runs the same files with 8 answers and seed 23.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const [, value] = args.splice(index, 2);
  if (!/^\d+$/.test(value ?? '')) throw new Error(`--${name} takes a whole number`);
  return value;
};
const runs = option('runs', '200');
const seed = option('seed', '23');
const files = readdirSync('src', { recursive: true })
  .map((file) => join('src', String(file)))
  .filter((file) => file.endsWith('.property.test.tsx'))
  .filter((file) => args.length === 0 || args.some((filter) => file.includes(filter)))
  .sort();
if (files.length === 0) throw new Error(`No property test matches ${args.join(' ')}`);
console.log(`${files.length} screens, ${runs} answers each, seed ${seed}`);
const result = spawnSync('npx', ['vitest', 'run', ...files], {
  stdio: 'inherit',
  env: { ...process.env, CONTRACT_PROPERTY_RUNS: runs, CONTRACT_PROPERTY_SEED: seed },
});
process.exitCode = result.status ?? 1;
