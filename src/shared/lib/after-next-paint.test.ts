import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint } from './after-next-paint';

afterEach(() => {
  vi.useRealTimers();
});

describe('afterFirstContentfulPaint', () => {
  it('waits for the first contentful paint the browser reports', async () => {
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint'];
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    let resolved = false;
    void afterFirstContentfulPaint(60_000).then(() => {
      resolved = true;
    });
    report?.({ getEntriesByName: () => [] }); // another paint entry
    await Promise.resolve();
    expect(resolved).toBe(false);
    report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    await vi.waitFor(() => expect(resolved).toBe(true));
    vi.unstubAllGlobals();
  });

  it('gives up waiting after its bound when no paint is reported', async () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint'];
        observe() {}
        disconnect() {}
      },
    );
    vi.useFakeTimers();
    let resolved = false;
    void afterFirstContentfulPaint(1000).then(() => {
      resolved = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
    vi.unstubAllGlobals();
  });

  it('does not wait in a browser without paint timing, which never reports a paint', async () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['mark', 'measure'];
        observe() {}
        disconnect() {}
      },
    );
    await expect(afterFirstContentfulPaint(60_000)).resolves.toBeUndefined();
    vi.unstubAllGlobals();
  });

  it('does not wait in a hidden tab, which paints nothing', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await expect(afterFirstContentfulPaint(60_000)).resolves.toBeUndefined();
  });
});
