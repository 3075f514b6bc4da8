import { createHash } from 'node:crypto';
import { relative, resolve } from 'node:path';
import {
  build,
  createServer,
  type Plugin,
  type ResolvedConfig,
  type Rollup,
  type ViteDevServer,
} from 'vite';
import { preloadTemplates } from './preload-shell.ts';

/**
 * Paints the shell and the main page's static text before any JavaScript runs: index.html gets
 * the real components' markup (src/start-up/prerender.tsx, rendered at build time through Vite's
 * SSR loader with the same config and mode) in each language, and a tiny external head script
 * (src/start-up/head/head-script.ts) that keeps the copy in the language the app will pick and removes
 * the others. The kept copy takes focus, but its controls do nothing before the app runs (the head
 * script holds them). The app's first render replaces it (createRoot clears #root) and moves
 * focus to the same control (src/start-up/hand-over.ts); the markup is the same, so nothing moves.
 */
const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The head script's module: TypeScript like the rest, built on its own (headScript below). */
export const headScriptEntry = 'src/start-up/head/head-script.ts';

/**
 * The head script for a build: its module and what it imports (the app's own functions for the
 * language, the address, the session and its token) bundled into one classic script, an IIFE
 * without a framework, with the build's variables and aliases; minified for the page's head.
 */
export async function headScript(config: ResolvedConfig): Promise<string> {
  const built = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'warn',
    define: config.define,
    resolve: { alias: config.resolve.alias },
    build: {
      write: false,
      minify: true,
      // The app's own syntax: a browser that cannot read it cannot run the app either.
      target: config.build.target,
      lib: {
        entry: resolve(config.root, headScriptEntry),
        formats: ['iife'],
        name: 'dormitoryHeadScript',
      },
    },
  });
  const outputs = (Array.isArray(built) ? built : [built]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((file) => file.type === 'chunk');
  if (chunks.length !== 1 || !chunks[0])
    throw new Error(`prerender: the head script built into ${chunks.length} chunks, not one`);
  return chunks[0].code;
}

/** The module src/start-up/prerender.tsx exports, as the build uses it. */
type Prerender = {
  loadPrerenderedCode: () => Promise<void>;
  prerenderAll: () => Record<string, string>;
  productTitles: () => Record<string, string>;
  prerenderEarlyCards: () => Record<string, string>;
  screenCode: () => Promise<Record<string, unknown[]>>;
  loadShell: () => Promise<unknown>;
};

/**
 * The file of a module the SSR loader has loaded, from the module itself: what each screen's
 * code starts from is read from the app (its route table, its tabs, its HTTP client loader), not
 * written as paths here.
 */
function fileOf(server: ViteDevServer, root: string, module: unknown): string {
  for (const node of server.environments.ssr.moduleGraph.idToModuleMap.values())
    if (node.ssrModule === module && node.file) return relative(root, node.file);
  throw new Error('prerender: a screen loads a module the build cannot find');
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  let script = '';
  let scriptFile = '';
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      script = await headScript(config);
      scriptFile = `assets/prepaint-${createHash('sha256').update(script).digest('hex').slice(0, 8)}.js`;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { path, bundle }) {
        if (path !== '/index.html') return html;
        const server = await createServer({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
          // The panel's tabs (prerendered loading) reach jsvat-next, CommonJS whose named exports
          // Node cannot detect: bundled for SSR instead (as scripts/demo-api-server.mjs does).
          ssr: { noExternal: ['jsvat-next'], optimizeDeps: { include: ['jsvat-next'] } },
        });
        let copies: Record<string, string>;
        let titles: Record<string, string>;
        let earlyCards: Record<string, string>;
        let shellModule: string;
        let screenModules: Record<string, string[]>;
        try {
          const prerender = (await server.ssrLoadModule(
            '/src/start-up/prerender.tsx',
          )) as Prerender;
          await prerender.loadPrerenderedCode();
          copies = prerender.prerenderAll();
          titles = prerender.productTitles();
          earlyCards = prerender.prerenderEarlyCards();
          const file = (module: unknown) => fileOf(server, config.root, module);
          shellModule = file(await prerender.loadShell());
          screenModules = Object.fromEntries(
            Object.entries(await prerender.screenCode()).map(([screen, modules]) => [
              screen,
              modules.map(file),
            ]),
          );
        } finally {
          await server.close();
        }
        const markup = Object.entries(copies)
          // React hoists a preload for the header's logo into the markup; the <img> is enough.
          .map(([language, body]) => {
            const title = escapeAttribute(titles[language] ?? '');
            const shell = body.replace(/<link rel="preload"[^>]*>/g, '');
            return `<div class="prepaint" lang="${language}" data-prepaint-title="${title}">${shell}</div>`;
          })
          .join('');
        if (!html.includes('<div id="root"></div>'))
          throw new Error('prerender: index.html has no empty <div id="root"></div>');
        return {
          html: html.replace('<div id="root"></div>', `<div id="root">${markup}</div>`),
          tags: [
            // The templates first: the head script adds the shell's while it runs.
            ...(bundle ? preloadTemplates(bundle, shellModule, screenModules, earlyCards) : []),
            { tag: 'script', attrs: { src: `./${scriptFile}` }, injectTo: 'head' },
          ],
        };
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: scriptFile, source: script });
    },
  };
}
