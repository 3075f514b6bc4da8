// No imports: the entry (./entry.ts) and the head script (./head/) read this; the early painter
// does not (a module shared with it, a build input of its own, would be a chunk of its own before
// the first paint).

/**
 * On `<html>` while the early painter (decision 015) is on its way or painting: the head script
 * sets it where it will start the painter, and removes it once the painter's module has run.
 */
export const earlyPaintingAttribute = 'data-early-painting';

/** How long the app's code waits for the early painter at most, from the first paint. */
export const earlyPaintWaitMs = 1500;

/**
 * Resolves once the early painter is done (the app's code waits, so the first cards' reads and
 * words have the connection and the main thread to themselves), at the latest after `timeoutMs`;
 * at once where nothing is painted early.
 */
export function afterEarlyPaint(timeoutMs: number): Promise<void> {
  const root = document.documentElement;
  if (!root.hasAttribute(earlyPaintingAttribute)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute(earlyPaintingAttribute)) done();
    });
    observer.observe(root, { attributes: true, attributeFilter: [earlyPaintingAttribute] });
    const timer = setTimeout(done, timeoutMs);
  });
}
