import { resolve } from 'node:path';
import { bundle, createConfig } from '@redocly/openapi-core';
import type { TestProject } from 'vitest/node';

/** Tests run from the repository root (vitest's root). */
const contractFile = resolve(process.cwd(), 'api/openapi.yaml');

declare module 'vitest' {
  export interface ProvidedContext {
    /** api/openapi.yaml with every $ref resolved (src/testing/contract-check.ts reads it). */
    openapiContract: unknown;
  }
}

/**
 * Bundles the contract once per run, before any test file: importing @redocly/openapi-core and
 * bundling in every test file's own worker cost about half a second per file.
 */
export default async function setup(project: TestProject): Promise<void> {
  const config = await createConfig({});
  const { bundle: document } = await bundle({ ref: contractFile, config, dereference: true });
  project.provide('openapiContract', document.parsed);
}
