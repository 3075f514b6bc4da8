import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';

const contract = resolve(process.cwd(), 'api/openapi.yaml');
const committed = resolve(process.cwd(), 'src/shared/api/schema.d.ts');

/**
 * What `npm run api:types` writes: the CLI's header, then the printed AST with the same
 * defaults. (Lint rules of the Redocly config do not change the output, so its default is used;
 * a file URL as text, because happy-dom replaces the global URL class.)
 */
async function generateSchemaTypes(): Promise<string> {
  const ast = await openapiTS(pathToFileURL(contract).href, { silent: true });
  return `${COMMENT_HEADER}${astToString(ast)}`;
}

// The file is Prettier-ignored, so both sides are the generator's own formatting; line endings
// are the only thing a checkout may change.
const normalise = (text: string) => text.replace(/\r\n/g, '\n');

describe('src/shared/api/schema.d.ts', () => {
  it('is what `npm run api:types` makes of api/openapi.yaml (run it after changing the contract)', async () => {
    const [generated, onDisk] = await Promise.all([
      generateSchemaTypes(),
      readFile(committed, 'utf8'),
    ]);
    expect(normalise(onDisk), 'schema.d.ts is stale: run npm run api:types').toBe(
      normalise(generated),
    );
  }, 60_000);
});
