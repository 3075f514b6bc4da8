import { vi } from 'vitest';

/**
 * A PerformanceObserver that reports paints only when the test says so (call `vi.unstubAllGlobals`
 * after): returns the function that reports paint entries by name, e.g.
 * `['first-contentful-paint']`.
 */
export function stubPaintObserver(): (names: string[]) => void {
  let reportPaint: ((names: string[]) => void) | undefined;
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      reportPaint = (names) =>
        callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', PaintObserver);
  return (names) => reportPaint?.(names);
}
