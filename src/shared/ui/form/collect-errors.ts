import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { SummaryError } from './error-summary';
import type { WordingPlace } from './message';

/**
 * Flattens react-hook-form errors (nested objects included, e.g. `invoice.company`) into the
 * summary's list, in the order the fields appear in `fieldOrder`. Messages are i18n keys, worded
 * as summary lines (a key's `_summary` variant where it has one).
 */
export function collectErrors<T extends FieldValues>(
  errors: FieldErrors<T>,
  translate: (key: string, place: WordingPlace) => string,
  fieldId: (path: string) => string,
  fieldOrder: readonly string[] = [],
): SummaryError[] {
  const found: { path: string; message: string }[] = [];
  const walk = (node: unknown, prefix: string) => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    // An error object ends the path: its `type`, `types` and `ref` are no fields. Anywhere else
    // those names are fields (a form's `type`, an invoice's `type`), whose error is an object.
    if (isFieldError(record)) {
      if (typeof record.message === 'string' && record.message)
        found.push({ path: prefix, message: record.message });
      return;
    }
    for (const [key, value] of Object.entries(record))
      walk(value, prefix ? `${prefix}.${key}` : key);
  };
  walk(errors, '');
  const rank = (path: string) => {
    const index = fieldOrder.indexOf(path);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return found
    .sort((a, b) => rank(a.path) - rank(b.path))
    .map(({ path, message }) => ({
      fieldId: fieldId(path),
      message: translate(message, { summary: true }),
    }));
}

/** react-hook-form's FieldError: a string `type` (the rule) and maybe a string `message`. */
function isFieldError(record: Record<string, unknown>): boolean {
  return typeof record.type === 'string' || typeof record.message === 'string';
}
