type Scheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task so the browser can paint and handle input before the work that follows
 * (a long start-up split into tasks short enough not to block a tap). `scheduler.yield()` where
 * the browser has it (the continuation keeps its place in the queue), a zero timer elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
