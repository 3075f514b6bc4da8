/**
 * Resolves after the browser has painted the next frame. A hidden tab paints nothing, so a short
 * timer bounds the wait there.
 */
export function afterNextPaint(hiddenTabBoundMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, hiddenTabBoundMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
