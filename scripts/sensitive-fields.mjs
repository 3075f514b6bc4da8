/**
 * Writes src/shared/lib/sensitive-fields.json: the names of the contract's fields marked
 * `x-sensitive: true` (schema properties and parameters of api/openapi.yaml and the files it
 * refers to), which the error-report scrubber (src/shared/lib/scrub.ts) drops whole wherever
 * they appear. Run `node scripts/sensitive-fields.mjs` after changing the contract;
 * src/shared/lib/scrub-contract.test.ts fails while the file is stale.
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';

const root = resolve(fileURLToPath(import.meta.url), '../..');
export const contractFile = resolve(root, 'api/openapi.yaml');
export const sensitiveFieldsFile = resolve(root, 'src/shared/lib/sensitive-fields.json');

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const marked = (value) => isRecord(value) && value['x-sensitive'] === true;

/** The marked names of a contract (the entry file), sorted, each once. */
export async function sensitiveFieldsOf(ref = contractFile) {
  const config = await createConfig({});
  const { bundle: document } = await bundle({ ref, config, dereference: true });
  const names = new Set();
  const seen = new Set();
  const walk = (value) => {
    if (!isRecord(value) && !Array.isArray(value)) return;
    if (seen.has(value)) return;
    seen.add(value);
    if (isRecord(value)) {
      if (isRecord(value.properties))
        for (const [name, schema] of Object.entries(value.properties))
          if (marked(schema)) names.add(name);
      if (typeof value.name === 'string' && typeof value.in === 'string' && marked(value))
        names.add(value.name);
    }
    for (const item of Object.values(value)) walk(item);
  };
  walk(document.parsed);
  return [...names].sort();
}

/** The generated file's text. */
export async function generateSensitiveFields(ref = contractFile) {
  return `${JSON.stringify(await sensitiveFieldsOf(ref), null, 2)}\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await writeFile(sensitiveFieldsFile, await generateSensitiveFields());
  console.log(`wrote ${sensitiveFieldsFile}`);
}
