import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import type * as RequiredErrors from '../src/features/application/testing/required-errors';

type Language = 'en' | 'pl';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A locale file's text for a key (`validation:valid.pesel`), as i18next looks it up. */
function word(language: Language, key: string, context?: string): string {
  const [namespace, path] = key.includes(':') ? key.split(':', 2) : ['validation', key];
  const file = `${root}src/i18n/locales/${language}/${namespace}.json`;
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const lookup = (dotted: string) =>
    dotted
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], json);
  const found = (context && lookup(`${path}_${context}`)) || lookup(path ?? '');
  if (typeof found !== 'string') throw new Error(`required-messages: no text for ${key}`);
  return found;
}

/** The schema's errors for the form as it opens, loaded once per worker. */
async function loadRequiredErrors(): Promise<RequiredErrors.ExpectedError[]> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    resolve: { alias: { '@': `${root}src` } },
    ssr: { noExternal: ['jsvat-next'] },
  });
  try {
    const module = (await server.ssrLoadModule(
      '/src/features/application/testing/required-errors.ts',
    )) as typeof RequiredErrors;
    return await module.requiredErrors();
  } finally {
    await server.close();
  }
}

let loaded: Promise<RequiredErrors.ExpectedError[]> | undefined;

/**
 * The error summary's lines for a registration form sent as it opens, in `language`: derived
 * from the registration schema (src/features/application/testing/required-errors.ts, the
 * component test's list), never copied. The schema reaches jsvat-next, CommonJS whose named
 * exports Node cannot see, so it is loaded through Vite's SSR loader, which bundles it (as
 * build/prerender.ts does).
 */
export async function requiredSummary(
  language: Language,
): Promise<{ path: string; line: string }[]> {
  loaded ??= loadRequiredErrors();
  const errors = await loaded;
  return errors.map(({ path, message }) => ({ path, line: word(language, message, 'summary') }));
}
