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
