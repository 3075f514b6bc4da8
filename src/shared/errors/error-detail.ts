import { isApiError, type ApiErrorStatus } from '@/shared/errors/api-error';

/**
 * What the error dialog shows (product.md §8): a generic heading, then either a bulleted list
 * of validation messages or the error text as given. Only plain strings are kept, so the state
 * stays serialisable and every value is rendered as text, never as HTML.
 */
export type ErrorDetail =
  /**
   * `items`: the server's messages as sent; `worded`: the i18n keys (`common` namespace) of the
   * refusals the contract gives a code for, which the app words itself (left out when none).
   */
  | { kind: 'list'; items: string[]; worded?: string[] }
  | { kind: 'text'; text: string }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'badResponse' };

/** A message of the validation list, ending with exactly one full stop (product.md §8). */
export function withFullStop(message: string): string {
  const trimmed = message.trim();
  return trimmed.endsWith('.') ? trimmed : `${trimmed}.`;
}

function validationItems(data: unknown): unknown[] | null {
  if (Array.isArray(data)) return data as unknown[];
  if (data && typeof data === 'object' && 'errors' in data && Array.isArray(data.errors)) {
    return data.errors as unknown[];
  }
  return null;
}

/**
 * The refusals the contract gives a code for (api/components/errors.yaml, ErrorCode), worded by
 * the app in the person's language whatever language the server answered in: the key of the
 * sentence, or null where the screen's own words already say it (a server fault: the failure
 * sentence; a withdrawn guest: the guest screens' title and the guest-forbidden dialog).
 */
const codedRefusals: Record<string, string | null> = {
  serverFault: null,
  emailTaken: 'serverRefusal.emailTaken',
  roomsUnavailable: 'serverRefusal.roomsUnavailable',
  reservationNotToBeConfirmed: 'serverRefusal.reservationNotToBeConfirmed',
  guestAccessWithdrawn: null,
};

/**
 * How the app words an item with a code it knows: the key of its own sentence (`common`
 * namespace), null when the screen already says it, or undefined when the code is unknown (the
 * server's `msg` is shown as sent).
 */
export function codedRefusalKey(item: unknown): string | null | undefined {
  if (!item || typeof item !== 'object' || !('code' in item)) return undefined;
  const { code } = item;
  return typeof code === 'string' && Object.hasOwn(codedRefusals, code)
    ? codedRefusals[code]
    : undefined;
}

/** An item's `msg` when it is text (items may be anything a server sends). */
function msgOf(item: unknown): string | null {
  return item && typeof item === 'object' && 'msg' in item && typeof item.msg === 'string'
    ? item.msg
    : null;
}

/**
 * A proxy's or server's own error page (502 from nginx): markup, not a message for a person. It
 * may open with an XML declaration (lighttpd, Varnish) or comments before its doctype.
 */
const htmlPage = /^\s*(<\?xml\b[^>]*>\s*)?(<!--(?:(?!-->)[\s\S])*-->\s*)*<(!doctype|html)\b/i;

function asText(data: unknown): string {
  if (typeof data === 'string') return htmlPage.test(data) ? '' : data;
  if (data && typeof data === 'object') {
    const { message, error } = data as { message?: unknown; error?: unknown };
    if (typeof message === 'string') return message;
    if (typeof error === 'string') return error;
    if (Object.keys(data).length === 0) return '';
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
    const worded: string[] = [];
    const messages: string[] = [];
    for (const item of items) {
      const key = codedRefusalKey(item);
      if (key === undefined) messages.push(msgOf(item) ?? asText(item));
      else if (key !== null && !worded.includes(key)) worded.push(key);
    }
    const sent = messages.filter((message) => message.trim() !== '').map(withFullStop);
    if (worded.length > 0) return { kind: 'list', items: sent, worded };
    if (sent.length > 0) return { kind: 'list', items: sent };
    // Every item was a refusal the screen's own words already say.
    if (items.length > 0 && items.every((item) => codedRefusalKey(item) === null))
      return { kind: 'text', text: '' };
  }
  if (data instanceof Blob || data instanceof ArrayBuffer) return { kind: 'text', text: '' };
  return { kind: 'text', text: asText(data) };
}

/** What the server itself said about a failure: the product.md §8 list, or its text as given. */
export type ServerMessages = Extract<ErrorDetail, { kind: 'list' } | { kind: 'text' }>;

/**
 * The server's own words in a failed request (a RTK Query `error`), for a screen's error panel:
 * null when no answer came, the answer could not be read, or it said nothing (an empty body).
 * Kept beside the screen's own sentence, never instead of it, and shown only as text.
 */
export function serverMessagesOf(error: unknown): ServerMessages | null {
  if (!isApiError(error) || typeof error.status !== 'number') return null;
  const detail = errorDetailFrom(error.status, error.data);
  if (detail.kind === 'list') return detail;
  if (detail.kind === 'text' && detail.text.trim() !== '')
    return { kind: 'text', text: detail.text.trim() };
  return null;
}
