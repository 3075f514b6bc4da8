/** Ids a field's label, hint and error hang on, derived from one base id. */
export function fieldIds(id: string) {
  return { input: id, hint: `${id}-hint`, error: `${id}-error` };
}

export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = fieldIds(id);
  const parts = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}
