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

/**
 * Resolves once the browser reports the page's first contentful paint (the time the frame was
 * shown, later than any callback of the frame that painted it), or at once in a hidden tab (it
 * paints nothing) and where the browser has no paint timing, or after `boundMs` where a paint is
 * not reported.
 */
export function afterFirstContentfulPaint(boundMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    // A hidden tab paints nothing; a browser without paint timing never reports one.
    if (
      document.visibilityState === 'hidden' ||
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    ) {
      resolve();
      return;
    }
    let observer: PerformanceObserver | undefined;
    const done = () => {
      clearTimeout(bound);
      observer?.disconnect();
      resolve();
    };
    const bound = setTimeout(done, boundMs);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      void afterNextPaint().then(done);
    }
  });
}
