import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders its children in a render of their own, after the rest of the tab has painted: the
 * amount owed and how to pay it are what a resident opens the tab for, and a year of entries took
 * a phone's main thread several hundred milliseconds more before that could show (issue 26).
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
