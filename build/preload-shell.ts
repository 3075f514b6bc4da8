import type { Plugin } from 'vite';
import { shellPreloadsId } from '../src/app/prepaint.ts';

/**
 * The entry (src/main.tsx) only starts the first screen's downloads and then imports the shell
 * (src/app/start.tsx) dynamically. Vite preloads a dynamic import's chunks only when the import
 * runs, so this puts `<link rel="modulepreload">` for the shell's whole static graph in an inert
 * `<template id="shell-preloads">` of index.html. The prepaint head script (src/app/prepaint.ts)
 * adds them to the page at once where no prerendered page shows, so the shell downloads in
 * parallel with the entry; on the prerendered main page the entry starts them after the first
 * paint, so the page's text does not wait behind them.
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
        // Default priority: where they are added at once, the screen cannot paint without them;
        // on the main page they are added after it has painted.
        const preloads = [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
        }));
        return [
          {
            tag: 'template',
            attrs: { id: shellPreloadsId },
            children: preloads,
            injectTo: 'head' as const,
          },
        ];
      },
    },
  };
}
