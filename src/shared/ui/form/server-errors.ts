import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { encodeMessage } from './message';

/** One item of a 400/422 answer's `errors` list: `param` names the field ('' the whole form). */
export type ServerFieldError = { msg: string; param: string };

/**
 * The one reader of the API's validation answer, `{ errors: [{ msg, param }] }` with status 422
 * (or 400): its items, or null when the failure is something else (offline, 500, a refusal).
 */
export function serverFieldErrors(failure: unknown): ServerFieldError[] | null {
  if (!failure || typeof failure !== 'object') return null;
  const { status, data } = failure as { status?: unknown; data?: unknown };
  if (status !== 422 && status !== 400) return null;
  const list = (data as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(list)) return null;
  return list
    .filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object')
    .map((item) => ({
      msg: typeof item.msg === 'string' ? item.msg : '',
      param: typeof item.param === 'string' ? item.param : '',
    }));
}

/**
 * Puts each server error whose `param` is one of the form's fields on that field (shown as the
 * server worded it) and returns the rest, which the form has no field for.
 */
export function placeServerErrors<T extends FieldValues>(
  items: readonly ServerFieldError[],
  fields: readonly string[],
  setError: UseFormSetError<T>,
): ServerFieldError[] {
  const known = new Set(fields);
  const rest: ServerFieldError[] = [];
  for (const item of items) {
    if (known.has(item.param))
      setError(item.param as FieldPath<T>, {
        type: 'server',
        message: encodeMessage({ server: item.msg }),
      });
    else rest.push(item);
  }
  return rest;
}
