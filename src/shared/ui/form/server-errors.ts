import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/shared/api/api-failure';
import { codedRefusalKey } from '@/shared/errors/error-detail';
import { encodeMessage, messageKey, type MessageRef } from './message';

/**
 * One item of a 400/422 answer's `errors` list: `param` names the field ('' the whole form);
 * `code`, when the contract gives the refusal one, lets the app word it itself.
 */
export type ServerFieldError = { msg: string; param: string; code?: string };

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
      ...(typeof item.code === 'string' ? { code: item.code } : {}),
    }));
}

/**
 * How a field shows a server error: by default as the server worded it; a form whose refusal has
 * its own sentence in the person's language (the spec's hotel code message) gives its key.
 */
export type ServerWording = (item: ServerFieldError) => MessageRef;
const asSent: ServerWording = (item) => {
  const key = codedRefusalKey(item);
  return key ? messageKey(`common:${key}`) : { server: item.msg };
};

/**
 * Puts each server error whose `param` is one of the form's fields on that field and returns the
 * rest, which the form has no field for.
 */
export function placeServerErrors<T extends FieldValues>(
  items: readonly ServerFieldError[],
  fields: readonly string[],
  setError: UseFormSetError<T>,
  wording: ServerWording = asSent,
): ServerFieldError[] {
  const known = new Set(fields);
  const rest: ServerFieldError[] = [];
  for (const item of items) {
    if (known.has(item.param))
      setError(item.param as FieldPath<T>, {
        type: 'server',
        message: encodeMessage(wording(item)),
      });
    else rest.push(item);
  }
  return rest;
}

/**
 * A failed write of a small form: its validation errors go on the form's fields, and what is
 * left is returned for the form's alert, kept raw (worded at render by `FailureReason`): null
 * when every error found its field, else `{ error }`: the failure with only the errors that
 * found no field, or the failure itself when it is no validation answer (offline, 500, a 400
 * with text).
 */
export function placeServerFailure<T extends FieldValues>(
  failure: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
  wording?: ServerWording,
): { error: unknown } | null {
  const items = serverFieldErrors(failure);
  // An empty list says nothing a field could show: the alert says the request was refused.
  if (!items?.length) return { error: failure };
  const rest = placeServerErrors(items, fields, setError, wording);
  if (!rest.length) return null;
  if (rest.length === items.length || !isApiError(failure)) return { error: failure };
  return { error: { ...failure, data: { errors: rest } } };
}
