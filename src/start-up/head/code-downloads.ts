import { afterFirstContentfulPaint } from '@/shared/lib/after-next-paint';
import type { StartChoice } from './choose-copy';
import { afterEarlyPaint, earlyPaintingAttribute, earlyPaintWaitMs } from '../early-painting';
import { screenPreloadsId, shellOnlyAttribute, shellPreloadsId } from '../markers';
import { codeAtFirstPaint } from '../screens';

/**
 * Adds the links of index.html's template `id` (build/preload-shell.ts writes them) to the head,
 * once: a clone of parsed markup, so no Trusted Types sink.
 */
export function addPreloads(id: string): void {
  const template = document.getElementById(id);
  if (!(template instanceof HTMLTemplateElement)) return;
  document.head.append(template.content.cloneNode(true));
  template.remove();
}

/** The shell's code, and the prerendered screen's own (its screen's graph beyond the shell). */
export function addCodePreloads(screen: string | null): void {
  addPreloads(shellPreloadsId);
  if (screen) addPreloads(screenPreloadsId(screen));
}

/**
 * The head script's last part (after the early reads, so a slow connection answers the reads
 * first): where only the shell shows, the shell's code at once. Under the resident panel's frame
 * and the sign-in's "Signing you in", the shell's and the screen's as soon as it has painted
 * (bounded), without waiting for the entry: what the person came for is the data or the sign-in,
 * not the frame (decision 014); where the
 * early painter draws the tab's first cards (decision 015), it starts first and the code after
 * it is done (bounded). A download asked for before the first paint is on the largest paint's
 * path as Lighthouse models it (decision 006). Under the other prerendered screens nothing: the
 * entry starts the code after the first paint, so the page's text does not wait.
 */
export function startCodeDownloads(choice: StartChoice, startPainter: () => void): void {
  if (document.documentElement.hasAttribute(shellOnlyAttribute)) {
    addPreloads(shellPreloadsId);
    // No frame to paint into: nothing for the early painter (the entry need not wait for it).
    document.documentElement.removeAttribute(earlyPaintingAttribute);
    return;
  }
  if (!choice.screen || !codeAtFirstPaint(choice.screen)) return;
  void afterFirstContentfulPaint()
    .then(() => {
      startPainter();
      return afterEarlyPaint(earlyPaintWaitMs);
    })
    .then(() => addCodePreloads(choice.screen));
}
