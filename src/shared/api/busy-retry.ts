/**
 * Reads the server answered "busy" (429/503) and that wait to be asked again: the loading states
 * say so ("trying again in N seconds"). A tiny store outside Redux, because the wait lives inside
 * the base query, not in any screen.
 */
export type BusyRetry = { seconds: number };

const waits = new Map<symbol, BusyRetry>();
const listeners = new Set<() => void>();
let snapshot: BusyRetry | null = null;

function changed(): void {
  // The latest wait is the one a person is looking at; the snapshot object stays the same until
  // something changes (useSyncExternalStore compares by reference).
  snapshot = [...waits.values()].at(-1) ?? null;
  for (const listener of listeners) listener();
}

/** A wait of `ms` starts; call the returned function when it ends (retried or cancelled). */
export function busyRetryStarted(ms: number): () => void {
  const id = Symbol('busy-retry');
  waits.set(id, { seconds: Math.max(1, Math.ceil(ms / 1000)) });
  changed();
  return () => {
    if (waits.delete(id)) changed();
  };
}

export function subscribeBusyRetry(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function busyRetrySnapshot(): BusyRetry | null {
  return snapshot;
}
