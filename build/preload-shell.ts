import type { HtmlTagDescriptor } from 'vite';
import { earlyPaintedTabs, earlyPaintTemplateId } from '../src/shared/api/early-reads-global.ts';
import { earlyCardsAttribute } from '../src/features/panel/early-templates.ts';
import { screenPreloadsId, shellPreloadsId } from '../src/start-up/markers.ts';

type Chunk = {
  fileName: string;
  imports: readonly string[];
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
};
type BundleOutput = { type: string } & Partial<Chunk>;

/** The files of a module's chunk and of every chunk it imports statically, with their styles. */
function staticGraph(chunks: readonly Chunk[], module: string): Set<string> {
  const entry = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
  if (!entry) throw new Error(`preload-shell: no chunk for ${module}`);
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const chunk = chunks.find((candidate) => candidate.fileName === fileName);
    for (const css of chunk?.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk?.imports ?? []) visit(imported);
  };
  visit(entry.fileName);
  return files;
}

// A screen's styles download with its code (Vite's loader adds the stylesheet when the import
// runs, and then finds it cached); the style applies only then.
const preloadLinks = (files: Iterable<string>) =>
  [...files].map((file) => ({
    tag: 'link',
    attrs: file.endsWith('.css')
      ? { rel: 'preload', as: 'style', crossorigin: true, href: `./${file}` }
      : { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
  }));

/**
 * The entry (src/start-up/entry.ts) only starts the first screen's downloads and then imports the
 * shell (src/app/start.tsx) dynamically. Vite preloads a dynamic import's chunks only when the
 * import runs, so index.html gets `<link rel="modulepreload">` for the shell's whole static graph
 * in an inert `<template id="shell-preloads">`, and for each prerendered screen the rest of its
 * code (the graphs of the modules it starts from, minus the shell's) in a
 * `<template id="screen-preloads-<screen>">`. The head script (src/start-up/head/code-downloads.ts)
 * adds the shell's at once where no prerendered page shows, and the shell's and the screen's at
 * the first paint for the panel and the sign-in, whose first paint that matters is server data or
 * the exchange (decision 014); on the other prerendered screens the entry adds both after the
 * first paint, so the page's text does not wait behind them. Which modules each screen starts
 * from is read from the app itself (build/prerender.ts), never written here.
 */
/**
 * The templates for a build's output: the shell's, then one per prerendered screen (`screens`: the
 * files of the modules its code starts from, as src/start-up/prerender.tsx's screenCode finds
 * them), then the early painter's, with its cards' templates in each language (`earlyCards`,
 * rendered by the components, decision 025).
 */
export function preloadTemplates(
  bundle: Record<string, BundleOutput>,
  shellModule: string,
  screens: Record<string, readonly string[]>,
  earlyCards: Record<string, string> = {},
) {
  const chunks = Object.values(bundle).filter(
    (output): output is BundleOutput & Chunk => output.type === 'chunk',
  );
  const shell = staticGraph(chunks, shellModule);
  // Default priority: where they are added at once, the screen cannot paint without them; on
  // the other prerendered screens they are added after it has painted.
  const templates: (HtmlTagDescriptor & { children: HtmlTagDescriptor[] })[] = [
    {
      tag: 'template',
      attrs: { id: shellPreloadsId },
      children: preloadLinks(shell),
      injectTo: 'head' as const,
    },
  ];
  for (const [screen, modules] of Object.entries(screens)) {
    const files = new Set<string>();
    for (const module of modules)
      for (const file of staticGraph(chunks, module)) if (!shell.has(file)) files.add(file);
    templates.push({
      tag: 'template',
      attrs: { id: screenPreloadsId(screen) },
      children: preloadLinks(files),
      injectTo: 'head' as const,
    });
  }
  const painter = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(earlyPainterModule));
  if (painter) {
    const files = staticGraph(chunks, earlyPainterModule);
    files.delete(painter.fileName);
    templates.push({
      tag: 'template',
      attrs: { id: earlyPaintTemplateId },
      children: [
        {
          tag: 'script',
          attrs: { type: 'module', crossorigin: true, src: `./${painter.fileName}` },
        },
        ...preloadLinks(files),
        // The tab's styles, applied (the painter waits for them): the head script keeps the open
        // tab's.
        ...earlyPaintedTabs.flatMap((tab) => {
          const styles = new Set<string>();
          for (const module of screens[`panel-${tab}`] ?? [])
            for (const file of staticGraph(chunks, module))
              if (file.endsWith('.css') && !shell.has(file)) styles.add(file);
          return [...styles].map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `./${file}`, 'data-tab': tab },
          }));
        }),
        // The cards' templates in each language; the head script keeps the page's language's.
        ...Object.entries(earlyCards).map(([language, markup]) => ({
          tag: 'template',
          attrs: { [earlyCardsAttribute]: true, 'data-language': language },
          children: markup,
        })),
      ],
      injectTo: 'head' as const,
    });
  }
  return templates;
}

/**
 * The early painter (decision 015), a build input of its own where the build has early reads:
 * its template holds the module script and its imports' preloads, which the head script adds
 * beside a signed-in resident's fees or documents reads.
 */
export const earlyPainterModule = 'src/features/panel/early-paint-start.ts';
