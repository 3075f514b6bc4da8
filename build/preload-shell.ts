import type { Plugin } from 'vite';

/**
 * The entry (src/main.tsx) only starts the first screen's downloads and then imports the shell
 * (src/app/start.tsx) dynamically. Vite preloads a dynamic import's chunks only when the import
 * runs, so this adds `<link rel="modulepreload">` for the shell's whole static graph to
 * index.html: the shell downloads in parallel with the entry, not after it.
 */
export function preloadShellPlugin(shellModule = 'src/app/start.tsx'): Plugin {
  return {
    name: 'preload-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const shell = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(shellModule));
        if (!shell) throw new Error(`preload-shell: no chunk for ${shellModule}`);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          for (const imported of chunk?.imports ?? []) visit(imported);
        };
        visit(shell.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          // Low priority: the prerendered page (build/prerender.ts) paints without this code, so
          // the HTML and CSS get the connection first; the shell follows right behind them.
          attrs: {
            rel: 'modulepreload',
            crossorigin: true,
            fetchpriority: 'low',
            href: `./${file}`,
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
