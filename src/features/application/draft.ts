import { draftKeyPrefix, draftsAllowed } from '@/shared/session/sign-out';

/**
 * Form drafts in sessionStorage (`dormitory:draft:<form>`): what the person typed survives a
 * reload and the sign-on round trip, for this tab only. Sensitive fields (PESEL, document and
 * bank account numbers) and files are removed before anything is written.
 */
export function draftKey(form: string): string {
  return `${draftKeyPrefix}${form}`;
}

function without(values: unknown, paths: readonly string[]): unknown {
  const copy = JSON.parse(
    JSON.stringify(values, (_key, value: unknown) => (value instanceof Blob ? undefined : value)),
  ) as Record<string, unknown>;
  for (const path of paths) {
    const parts = path.split('.');
    let node: Record<string, unknown> | undefined = copy;
    for (const part of parts.slice(0, -1))
      node = node?.[part] as Record<string, unknown> | undefined;
    const last = parts.at(-1);
    if (node && last) delete node[last];
  }
  return copy;
}

export function saveDraft(form: string, values: unknown, excluded: readonly string[]): void {
  if (!draftsAllowed()) return;
  try {
    window.sessionStorage.setItem(draftKey(form), JSON.stringify(without(values, excluded)));
  } catch {
    // Full or blocked storage: the form keeps working, only the draft is lost.
  }
}

export function loadDraft(form: string): Record<string, unknown> | null {
  try {
    const raw = window.sessionStorage.getItem(draftKey(form));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function clearDraft(form: string): void {
  try {
    window.sessionStorage.removeItem(draftKey(form));
  } catch {
    // Nothing to clear.
  }
}

/** The application forms' drafts: registration and the place application. */
export const applicationDraftNames = ['register', 'place-request'] as const;

/**
 * The Idempotency-Key of a draft's application post: the same on every try of that application
 * (after a time-out, after a reload: kept beside the draft), so the server answers a repeated
 * post with the first answer instead of creating a second application. Blocked storage keeps it
 * for this page only.
 */
const keysInMemory = new Map<string, string>();

function idempotencyStorageKey(form: string): string {
  return `${draftKey(form)}:idempotency-key`;
}

export function idempotencyKeyFor(form: string): string {
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(idempotencyStorageKey(form));
  } catch {
    // Blocked storage: the key lives in memory.
  }
  if (stored && /^[\w-]{16,255}$/.test(stored)) return stored;
  const key = keysInMemory.get(form) ?? newKey();
  keysInMemory.set(form, key);
  if (draftsAllowed()) {
    try {
      window.sessionStorage.setItem(idempotencyStorageKey(form), key);
    } catch {
      // Full or blocked storage: kept in memory.
    }
  }
  return key;
}

function forgetIdempotencyKey(form: string): void {
  keysInMemory.delete(form);
  lostInMemory.delete(form);
  try {
    window.sessionStorage.removeItem(idempotencyStorageKey(form));
    window.sessionStorage.removeItem(lostAnswerStorageKey(form));
  } catch {
    // Nothing stored.
  }
}

/**
 * A post of this draft whose answer never came back (the server may have created it): kept beside
 * the key, so that after a reload a 422 "key used for a different application" is read as what
 * it is, an application of this draft that exists, never as "not sent". In memory only when
 * storage is blocked.
 */
const lostInMemory = new Set<string>();

function lostAnswerStorageKey(form: string): string {
  return `${draftKey(form)}:answer-lost`;
}

export function markAnswerLost(form: string): void {
  if (!draftsAllowed()) return;
  try {
    window.sessionStorage.setItem(lostAnswerStorageKey(form), 'true');
  } catch {
    lostInMemory.add(form);
  }
}

export function answerWasLost(form: string): boolean {
  try {
    return window.sessionStorage.getItem(lostAnswerStorageKey(form)) === 'true';
  } catch {
    return lostInMemory.has(form);
  }
}

/** The server answered a post of this draft: whatever it said, nothing is unknown any more. */
export function answerArrived(form: string): void {
  lostInMemory.delete(form);
  try {
    window.sessionStorage.removeItem(lostAnswerStorageKey(form));
  } catch {
    // Nothing stored.
  }
}

/** crypto.randomUUID needs a secure context; a plain-http test host gets the same from bytes. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * After an application has been delivered, no draft of either form is left to come back, and the
 * next application gets a new Idempotency-Key.
 */
export function clearApplicationDrafts(): void {
  for (const form of applicationDraftNames) {
    clearDraft(form);
    forgetIdempotencyKey(form);
  }
}

/**
 * Lays a draft over the defaults, keeping only keys the defaults know and values of the same
 * kind, so an old or tampered draft cannot put strange values in the form.
 */
export function mergeDraft<T extends Record<string, unknown>>(
  defaults: T,
  draft: Record<string, unknown> | null,
): T {
  if (!draft) return { ...defaults };
  const result: Record<string, unknown> = { ...defaults };
  for (const [key, base] of Object.entries(defaults)) {
    const value = draft[key];
    if (value === undefined) continue;
    if (base && typeof base === 'object' && !(base instanceof Blob)) {
      if (value && typeof value === 'object')
        result[key] = mergeDraft(base as Record<string, unknown>, value as Record<string, unknown>);
    } else if (base === null ? false : typeof value === typeof base) {
      result[key] = value;
    }
  }
  return result as T;
}
