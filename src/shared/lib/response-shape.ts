/**
 * Small checks for `ApiRequest.isExpected`: the fields a screen reads, so a well-formed JSON
 * answer of the wrong shape is a BAD_RESPONSE the screen explains, not a crash while rendering.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A record whose `keys` are strings (only the record, when the keys are not known literals). */
type WithStrings<K extends string> = string extends K
  ? Record<string, unknown>
  : Record<string, unknown> & Record<K, string>;

export function hasStrings<K extends string>(
  value: unknown,
  keys: readonly K[],
): value is WithStrings<K> {
  return isRecord(value) && keys.every((key) => typeof value[key] === 'string');
}

export function hasNumbers(
  value: unknown,
  keys: readonly string[],
): value is Record<string, unknown> {
  return isRecord(value) && keys.every((key) => typeof value[key] === 'number');
}

export function hasBooleans(
  value: unknown,
  keys: readonly string[],
): value is Record<string, unknown> {
  return isRecord(value) && keys.every((key) => typeof value[key] === 'boolean');
}

export function isOneOf<T extends string>(value: unknown, options: readonly T[]): value is T {
  return typeof value === 'string' && (options as readonly string[]).includes(value);
}
