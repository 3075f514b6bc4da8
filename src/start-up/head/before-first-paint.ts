import { chooseCopy } from './choose-copy';
import { startCodeDownloads } from './code-downloads';
import { startEarlyReads } from './early-reads';

/**
 * What index.html's head script does before the first paint, in this order: picks the copy of
 * the prerendered page and its screen (the language, the session, the address, as the app will
 * read them), starts that screen's first reads, then the code's downloads (after the reads, so a
 * slow connection answers the reads first). ./README.md tells the whole start.
 */
export function beforeFirstPaint(): void {
  const choice = chooseCopy();
  const startPainter = startEarlyReads(choice);
  startCodeDownloads(choice, startPainter);
}
