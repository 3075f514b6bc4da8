/**
 * A tiny persisted record for the demo database. In the browser it lives in sessionStorage, so a
 * signed document stays signed after a reload (the demo keeps state for the browser session); in
 * Node (unit tests) it is memory only and `resetDemoDb()` restores every seed between tests.
 */
type Table<T> = {
  get(): T;
  set(next: T): void;
  update(change: (draft: T) => T | void): T;
  reset(): void;
};

const tables = new Set<Table<unknown>>();
const prefix = 'demo-api:';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && import.meta.env.MODE !== 'test'
      ? window.sessionStorage
      : null;
  } catch {
    return null;
  }
}

export function createTable<T>(name: string, seed: () => T): Table<T> {
  let value: T | undefined;
  const load = (): T => {
    if (value !== undefined) return value;
    const raw = storage()?.getItem(prefix + name);
    value = raw ? (JSON.parse(raw) as T) : seed();
    return value;
  };
  const table: Table<T> = {
    get: load,
    set(next) {
      value = next;
      storage()?.setItem(prefix + name, JSON.stringify(next));
    },
    update(change) {
      const draft = structuredClone(load());
      const result = change(draft);
      const next = result === undefined ? draft : result;
      table.set(next);
      return next;
    },
    reset() {
      value = undefined;
      storage()?.removeItem(prefix + name);
    },
  };
  tables.add(table);
  return table;
}

export function resetDemoDb(): void {
  for (const table of tables) table.reset();
}
