import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Test files that must keep a worker of their own (vite.config.ts): a vi.mock replaces a module
 * for the whole worker; a global patched by hand (not with vi.stubGlobal, which
 * src/testing/fresh-file.ts undoes) would outlive the file; and a file can say it needs one with
 * a `// Own worker: <why>` line (an SDK that patches fetch and history, a React root left
 * mounted). Found by reading the files, so a new file that mocks is isolated without anyone
 * remembering to list it.
 */
const needsOwnWorker =
  /\bvi\.(mock|doMock|unmock|doUnmock)\(|Object\.definePropert(y|ies)\(\s*(navigator|window|globalThis|document)\b|^\/\/ Own worker:/m;

export function isolatedTestFiles(root: string): string[] {
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `src/${file.split('\\').join('/')}`)
    .filter((file) => needsOwnWorker.test(readFileSync(join(root, file), 'utf8')))
    .sort();
}

/**
 * Test files that also run west and east of UTC (vite.config.ts: a project per zone): the ones
 * that say so with a `// Every time zone:` line, where a date could shift by a day.
 */
export function zoneTestFiles(root: string): string[] {
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `src/${file.split('\\').join('/')}`)
    .filter((file) => /^\/\/ Every time zone:/m.test(readFileSync(join(root, file), 'utf8')))
    .sort();
}
