/**
 * Removes personal data and credentials from anything that could leave for the error-reporting
 * service (Sentry): PESEL numbers, IBAN / Polish account numbers, identity-document numbers,
 * tokens (JWTs `eyJ...`, demo and bearer tokens), uuids (guest and reservation links), hotel
 * verification codes, e-mail addresses. Form values are never kept: known body / form keys are
 * dropped whole, whatever they contain. See docs/security.md.
 */
import sensitiveFields from './sensitive-fields.json';

/** Field names whose values are credentials, in JSON, query strings or header-like text. */
const credentialNames =
  'access_token|refresh_token|id_token|token|code_verifier|code_challenge|client_secret|password|code|state';

/*
 * Numbers are delimited by digit lookarounds, never `\b`: `_` and letters are word characters, so
 * `\b` misses a PESEL in `pesel_44051401359` or `44051401359x`. Identifiers are delimited by
 * letter-or-digit lookarounds for the same reason.
 */
const replacements: [RegExp, string][] = [
  // Credentials first, so their parts are not half-matched by the rules below.
  [
    new RegExp(`(\\\\?"(?:${credentialNames}|authorization)\\\\?"\\s*:\\s*\\\\?")[^"\\\\]*`, 'gi'),
    '$1[filtered]',
  ],
  [/(authorization\s*[:=]\s*)(?:(?:Bearer|Basic|Digest)\s+)?[^\s"',;\\]+/gi, '$1[filtered]'],
  [/(?<![A-Za-z0-9])(Bearer|Basic)\s+[^\s"',;\\]+/gi, '$1 [token]'],
  [/eyJ[\w-]*\.[\w-]*(?:\.[\w-]*)?/g, '[token]'],
  [/(?<![A-Za-z0-9])demo(?:-code)?\.\d+\.[a-z0-9]+/gi, '[token]'],
  [new RegExp(`(?<![A-Za-z0-9])(${credentialNames})=[^&#\\s"]+`, 'gi'), '$1=[filtered]'],
  [/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '[uuid]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  // IBAN (any country, with or without spaces) and the Polish 26-digit account number.
  [/(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?:[ -]?[A-Z0-9]){11,30}(?![A-Za-z0-9])/gi, '[iban]'],
  [/(?<!\d)\d{2}(?:[ -]?\d{4}){6}(?!\d)/g, '[iban]'],
  [/(?<!\d)\d{26}(?!\d)/g, '[iban]'],
  // PESEL: 11 digits, also written in groups with single spaces (`440514 01359`,
  // `44 05 14 01 359`); a spaced run of other length is not a PESEL.
  [/(?<!\d ?)\d(?: ?\d){10}(?! ?\d)/g, '[pesel]'],
  // Polish ID card (AAA 123456) and passport (AA 1234567) written with a space, in capitals only
  // so words like "for 482913" stay words.
  [/(?<![A-Za-z0-9])[A-Z]{3} \d{6}(?!\d)/g, '[document]'],
  [/(?<![A-Za-z0-9])[A-Z]{2} \d{7}(?!\d)/g, '[document]'],
  // Any other identity-document number, Polish or foreign (ABA300000, CC7999486, C01X00T47,
  // FX1234567): 6-14 capitals and digits with at least two digits and a letter.
  [
    /(?<![A-Za-z0-9])(?=[A-Z0-9]*\d[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{6,14}(?![A-Za-z0-9])/g,
    '[document]',
  ],
  // The guest identification value (product.md §5): document type id + number, lower-cased, letters
  // and digits only (1aba300000, 3c01x00t47). Mixed-case strings (build hashes) stay.
  [
    /(?<![A-Za-z0-9])\d(?=[a-z0-9]*\d)(?=[a-z0-9]*[a-z])[a-z0-9]{5,13}(?![A-Za-z0-9])/g,
    '[document]',
  ],
  // All-digit document numbers (some foreign passports and ID cards).
  [/(?<!\d)\d{7,10}(?!\d)/g, '[number]'],
  // Hotel verification codes (six digits) and other short numeric codes.
  [/(?<!\d)\d{6}(?!\d)/g, '[code]'],
];

export function scrubText(text: string): string {
  let result = text;
  for (const [pattern, replacement] of replacements) result = result.replace(pattern, replacement);
  return result;
}

/** A URL without its query values and fragment parameters, with the path scrubbed. */
export function scrubUrl(url: string): string {
  const [beforeHash = '', hash] = url.split('#', 2);
  const [path = '', query] = beforeHash.split('?', 2);
  const clean = (part: string) =>
    part
      .split('&')
      .map((pair) => (pair.includes('=') ? `${pair.split('=', 1)[0]}=[filtered]` : pair))
      .join('&');
  let result = scrubText(path);
  if (query !== undefined) result += `?${clean(query)}`;
  if (hash !== undefined) {
    const [route = '', routeQuery] = hash.split('?', 2);
    result += `#${scrubText(route)}`;
    if (routeQuery !== undefined) result += `?${clean(routeQuery)}`;
  }
  return result;
}

/**
 * Keys whose values are form data, bodies or credentials: dropped whole, never inspected. The
 * API's personal fields are the contract's `x-sensitive` marks (sensitive-fields.json, generated
 * by scripts/sensitive-fields.mjs); the rest are the error reporter's own body keys and
 * credential names no contract field carries (OAuth, HTTP, the app's stored guest token).
 */
const droppedKeys = new Set(
  [
    ...sensitiveFields,
    'body',
    'request_body',
    'response_body',
    'requestBody',
    'responseBody',
    'form',
    'formData',
    'formValues',
    'input',
    'vars',
    'query_string',
    'cookies',
    'cookie',
    'authorization',
    'refresh_token',
    'id_token',
    'client_secret',
    'token',
    'password',
    'iban',
  ].map((key) => key.toLowerCase()),
);

/** Random identifiers of the report itself (hex), which look like account numbers to the rules. */
const idKeys = new Set(['event_id', 'trace_id', 'span_id', 'parent_span_id', 'sid']);

/**
 * Sentry's own ids among span attributes (`sentry.segment.id`, `sentry.trace.parent_span_id`,
 * ...), which link a span to its trace: kept verbatim when they are what Sentry makes them, 16 or
 * 32 lower-case hex digits (mangled, the trace falls apart). Anything else under such a name is
 * scrubbed like any text, so the name cannot smuggle personal data out.
 */
const sentryIdKey = /^sentry\.[\w.]*(?:\.id|_id)$/;
const sentryIdValue = /^(?:[0-9a-f]{16}|[0-9a-f]{32})$/;

function isSentryId(key: string, item: unknown): boolean {
  if (!sentryIdKey.test(key)) return false;
  const value = isTypedString(item) ? item.value : item;
  return typeof value === 'string' && sentryIdValue.test(value);
}

/** Fixed by the build (`1.4.0+3b4ac5e`), never personal, and needed verbatim by the service. */
const buildKeys = new Set(['release', 'dist', 'environment']);

const urlKeys = new Set(['url', 'from', 'to', 'http.url', 'url.full', 'http.target', 'referer']);

/** A span attribute with its type or unit beside it: `{ value: 'https://…', type: 'string' }`. */
function isTypedString(item: unknown): item is { value: string } {
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof (item as { value?: unknown }).value === 'string'
  );
}

/** Deep copy with every string scrubbed and form/credential keys removed. */
export function scrubValue<T>(value: T, depth = 0): T {
  if (depth > 12) return undefined as T;
  if (typeof value === 'string') return scrubText(value) as T;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1)) as T;
  if (value && typeof value === 'object') {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (droppedKeys.has(key.toLowerCase())) continue;
      const fixed =
        isSentryId(key, item) ||
        (idKeys.has(key) && typeof item === 'string' && /^[0-9a-f]+$/.test(item)) ||
        (buildKeys.has(key) && typeof item === 'string' && /^[\w.+-]{1,64}$/.test(item));
      if (fixed) {
        result[key] = item;
        continue;
      }
      result[key] = !urlKeys.has(key)
        ? scrubValue(item, depth + 1)
        : typeof item === 'string'
          ? scrubUrl(item)
          : isTypedString(item)
            ? { ...scrubValue(item, depth + 1), value: scrubUrl(item.value) }
            : scrubValue(item, depth + 1);
    }
    return result as T;
  }
  return value;
}

type EventLike = {
  request?: { url?: string; data?: unknown; headers?: Record<string, string> } & Record<
    string,
    unknown
  >;
  user?: unknown;
  extra?: Record<string, unknown>;
  breadcrumbs?: unknown[];
} & Record<string, unknown>;

/** Sentry's `beforeSend`: the whole event scrubbed; no request body, headers or user at all. */
export function scrubEvent<T extends object>(event: T): T {
  const copy = scrubValue(event) as T & EventLike;
  if (copy.request) {
    delete copy.request.data;
    delete copy.request.cookies;
    const userAgent = copy.request.headers?.['User-Agent'];
    copy.request.headers = userAgent ? { 'User-Agent': userAgent } : {};
    if (typeof copy.request.url === 'string') copy.request.url = scrubUrl(copy.request.url);
  }
  delete copy.user;
  return copy;
}

/** Sentry's `beforeBreadcrumb`. */
export function scrubBreadcrumb<T extends object>(breadcrumb: T): T {
  return scrubValue(breadcrumb);
}

/** Sentry's `beforeSendSpan` (streamed spans): the name, attributes and links scrubbed. */
export function scrubSpan<T extends { name: string; attributes?: unknown; links?: unknown }>(
  span: T,
): T {
  return {
    ...span,
    name: scrubText(span.name),
    ...(span.attributes === undefined ? {} : { attributes: scrubValue(span.attributes) }),
    ...(span.links === undefined ? {} : { links: scrubValue(span.links) }),
  };
}
