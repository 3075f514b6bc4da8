import { createHash } from 'node:crypto';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { prepaintScript, prepaintSessionKey, preloadsScript } from '../src/app/prepaint.ts';
import { supportedLanguages } from '../src/i18n/languages.ts';
import { earlyReadsScript, type EarlyReadsApi } from '../src/shared/api/early-reads.ts';

/**
 * Paints the shell and the main page's static text before any JavaScript runs: index.html gets
 * the real components' markup (src/app/prerender.tsx, rendered at build time through Vite's SSR
 * loader with the same config and mode) in each language, and a tiny external head script
 * (src/app/prepaint.ts) that keeps the copy in the language the app will pick and removes the
 * others. The kept copy takes focus, but its controls do nothing before the app runs (the head
 * script ignores them). The app's first render replaces it (createRoot clears #root) and moves
 * focus to the same control (src/app/hand-over.ts); the markup is the same, so nothing moves.
 */
const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The head script, one file: the prepaint part; then a signed-in panel's first reads (decision
 * 014; no second request for the file); then the code's downloads, after the reads, so a slow
 * connection answers the reads first.
 */
export function headScript(earlyReads: EarlyReadsApi | null): string {
  return (
    prepaintScript() +
    earlyReadsScript(earlyReads, {
      sessionKey: prepaintSessionKey,
      languages: supportedLanguages,
    }) +
    preloadsScript()
  );
}

export function prerenderPlugin({ earlyReads }: { earlyReads: EarlyReadsApi | null }): Plugin {
  let config: ResolvedConfig;
  const script = headScript(earlyReads);
  const scriptFile = `assets/prepaint-${createHash('sha256').update(script).digest('hex').slice(0, 8)}.js`;
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { path }) {
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
        try {
          const { loadPrerenderedCode, prerenderAll, productTitles } = (await server.ssrLoadModule(
            '/src/app/prerender.tsx',
          )) as {
            loadPrerenderedCode: () => Promise<void>;
            prerenderAll: () => Record<string, string>;
            productTitles: () => Record<string, string>;
          };
          await loadPrerenderedCode();
          copies = prerenderAll();
          titles = productTitles();
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
          tags: [{ tag: 'script', attrs: { src: `./${scriptFile}` }, injectTo: 'head' }],
        };
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: scriptFile, source: script });
    },
  };
}
