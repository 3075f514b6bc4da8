import { isRecord } from '@/shared/api/response-shape';
import { initialAccountState, type AccountState } from './account-slice';
import { initialGuestState, type GuestState } from './guest-slice';
import { initialRegistrationState, type RegistrationState } from './registration-slice';

/** Exactly what survives a reload within the browser session (product.md §3.4 to §3.6); nothing else. */
export type PersistedState = {
  account: AccountState;
  guest: GuestState;
  registration: RegistrationState;
};

export const persistedKeys = ['account', 'guest', 'registration'] as const;

export const sessionStorageKey = 'dormitory:session';

const defaults: PersistedState = {
  account: initialAccountState,
  guest: initialGuestState,
  registration: initialRegistrationState,
};

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

export function loadPersistedState(
  storage: Storage | null = sessionStorageOrNull(),
): PersistedState {
  if (!storage) return defaults;
  try {
    const raw = storage.getItem(sessionStorageKey);
    if (!raw) return defaults;
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed)) return defaults;
    return {
      account: pick(defaults.account, parsed.account),
      guest: pick(defaults.guest, parsed.guest),
      registration: pick(defaults.registration, parsed.registration),
    };
  } catch {
    return defaults;
  }
}

export function savePersistedState(
  state: PersistedState,
  storage: Storage | null = sessionStorageOrNull(),
): void {
  if (!storage) return;
  const snapshot = Object.fromEntries(persistedKeys.map((key) => [key, state[key]]));
  try {
    storage.setItem(sessionStorageKey, JSON.stringify(snapshot));
  } catch {
    // A full or blocked storage must not break the app; the state lives on in memory.
  }
}
