import type { ApiErrorStatus } from '@/shared/api/base-api';
import type { ErrorDetail } from './dialog-slice';

type ValidationItem = { msg?: unknown };

/** A message of the validation list, ending with exactly one full stop (spec section 8). */
export function withFullStop(message: string): string {
  const trimmed = message.trim();
  return trimmed.endsWith('.') ? trimmed : `${trimmed}.`;
}

function validationItems(data: unknown): ValidationItem[] | null {
  if (Array.isArray(data)) return data as ValidationItem[];
  if (data && typeof data === 'object' && Array.isArray((data as { errors?: unknown }).errors)) {
    return (data as { errors: ValidationItem[] }).errors;
  }
  return null;
}

function asText(data: unknown): string {
  if (typeof data === 'string') return data;
  if (data && typeof data === 'object') {
    const { message, error } = data as { message?: unknown; error?: unknown };
    if (typeof message === 'string') return message;
    if (typeof error === 'string') return error;
    try {
      return JSON.stringify(data);
    } catch {
      return '';
    }
  }
  return data === undefined || data === null ? '' : String(data);
}

/**
 * The body of the error dialog from a failed response: the `msg` of each validation error as a
 * bulleted list, or, for anything that is not such a list, the error text as given.
 */
export function errorDetailFrom(status: ApiErrorStatus, data: unknown): ErrorDetail {
  if (status === 'NETWORK') return { kind: 'network' };
  if (status === 'TIMEOUT') return { kind: 'timeout' };
  if (status === 'BAD_RESPONSE') return { kind: 'badResponse' };
  const items = validationItems(data);
  if (items) {
    const messages = items
      .map((item) => (item && typeof item.msg === 'string' ? item.msg : asText(item)))
      .filter((message) => message.trim() !== '')
      .map(withFullStop);
    if (messages.length > 0) return { kind: 'list', items: messages };
  }
  if (data instanceof Blob || data instanceof ArrayBuffer) return { kind: 'text', text: '' };
  return { kind: 'text', text: asText(data) };
}
