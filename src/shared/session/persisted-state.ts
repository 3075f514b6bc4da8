import { isRecord } from '@/shared/lib/response-shape';
import { initialAccountState, type AccountState } from './account';
import { initialGuestState, type GuestState } from './guest';

/**
 * What survives a reload within the browser session (product.md §3.4 to §3.6), nothing else:
 * the session's own slices, restored before the store exists, and the slices features declare
 * with `keptState` (the registration's), restored when their code loads.
 */
export type PersistedState = {
  account: AccountState;
  guest: GuestState;
};

export const sessionStorageKey = 'dormitory:session';

const defaults: PersistedState = {
  account: initialAccountState,
  guest: initialGuestState,
};

/** The state names saved under `sessionStorageKey`; a feature's slice adds its own. */
const keptNames = new Set<string>(Object.keys(defaults));

function pick<T extends object>(template: T, source: unknown): T {
  if (!source || typeof source !== 'object') return template;
  const result = { ...template };
  for (const key of Object.keys(template) as (keyof T)[]) {
    const value = (source as Record<keyof T, unknown>)[key];
    const expected = template[key];
    const sameKind = value === null || expected === null ? true : typeof value === typeof expected;
    if (value !== undefined && sameKind) result[key] = value as T[keyof T];
  }
  return result;
}

/**
 * This tab's sessionStorage, or null when the browser blocks it: a browser setting or a
 * third-party frame makes the mere access throw (SecurityError). The session then lives in
 * memory only.
 */
export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Whether what this tab keeps will survive a reload: sessionStorage can be reached and written
 * (some browsers hand out a storage whose every write fails). Asked once at start-up.
 */
export function canKeepSession(): boolean {
  const storage = sessionStorageOrNull();
  if (!storage) return false;
  const probe = `${sessionStorageKey}:probe`;
  try {
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

/** Everything this tab kept, as stored; null when nothing (readable) is. */
function keptSnapshot(storage: Storage | null): Record<string, unknown> | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(sessionStorageKey);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function loadPersistedState(
  storage: Storage | null = sessionStorageOrNull(),
): PersistedState {
  const kept = keptSnapshot(storage);
  return {
    account: pick(defaults.account, kept?.account),
    guest: pick(defaults.guest, kept?.guest),
  };
}

/**
 * A feature's slice kept across reloads like the session: its lazy initial state (createSlice
 * `initialState`), which is what this tab kept under `name`, or `initial`. Its state is saved
 * from the moment the slice is declared.
 */
export function keptState<T extends object>(name: string, initial: T): () => T {
  keptNames.add(name);
  return () => pick(initial, keptSnapshot(sessionStorageOrNull())?.[name]);
}

/** The part of the store's state that is kept: the kept slices the store has now. */
function keptPart(state: object): Record<string, unknown> {
  const part: Record<string, unknown> = {};
  for (const name of keptNames) {
    const value = (state as Record<string, unknown>)[name];
    if (value !== undefined) part[name] = value;
  }
  return part;
}

/**
 * Saves the kept slices the state has. What this tab kept for a slice whose feature has not
 * loaded on this page stays as it was: the registration's agreement must survive a reload of
 * the main page as well as of the form.
 */
export function savePersistedState(
  state: object,
  storage: Storage | null = sessionStorageOrNull(),
): void {
  if (!storage) return;
  const snapshot = { ...keptSnapshot(storage), ...keptPart(state) };
  try {
    storage.setItem(sessionStorageKey, JSON.stringify(snapshot));
  } catch {
    // A full or blocked storage must not break the app; the state lives on in memory.
  }
}

/**
 * Sign-out: what features kept for this tab (the registration's declarations and confirmation)
 * goes with the session, whether or not their code is loaded on this page; a loaded slice
 * resets itself on `signedOut`, as the guest state does.
 */
export function forgetFeatureState(storage: Storage | null = sessionStorageOrNull()): void {
  const kept = keptSnapshot(storage);
  if (!storage || !kept) return;
  const session = Object.fromEntries(
    Object.keys(defaults)
      .filter((name) => name in kept)
      .map((name) => [name, kept[name]]),
  );
  try {
    storage.setItem(sessionStorageKey, JSON.stringify(session));
  } catch {
    // Blocked storage keeps nothing to forget.
  }
}

/** Saves the kept part of the store's state whenever one of its slices changes. */
export function keepSession(store: {
  getState: () => object;
  subscribe: (listener: () => void) => unknown;
}): void {
  let last: Record<string, unknown> | null = null;
  store.subscribe(() => {
    const part = keptPart(store.getState());
    if (last && sameSlices(last, part)) return;
    last = part;
    savePersistedState(part);
  });
}

function sameSlices(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const names = Object.keys(b);
  return names.length === Object.keys(a).length && names.every((name) => a[name] === b[name]);
}
