/**
 * Removes personal data and credentials from anything that could leave for the error-reporting
 * service (Sentry): PESEL numbers, IBAN / Polish account numbers, identity-document numbers,
 * tokens (JWTs `eyJ...`, demo and bearer tokens), uuids (guest and reservation links), hotel
 * verification codes, e-mail addresses. Form values are never kept: known body / form keys are
 * dropped whole, whatever they contain. See docs/security.md.
 */

const replacements: [RegExp, string][] = [
  // Credentials first, so their parts are not half-matched by the rules below.
  [/\b(Bearer|Basic)\s+[^\s"',;]+/gi, '$1 [token]'],
  [/\beyJ[\w-]*\.[\w-]*(?:\.[\w-]*)?/g, '[token]'],
  [/\bdemo(?:-code)?\.\d+\.[a-z0-9]+/gi, '[token]'],
  [/\b(access_token|token|code|state)=[^&#\s]+/gi, '$1=[filtered]'],
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '[uuid]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  // IBAN (any country, with or without spaces) and the Polish 26-digit account number.
  [/\b[A-Z]{2}\d{2}(?:[ -]?[A-Z0-9]){11,30}\b/gi, '[iban]'],
  [/\b\d{2}(?:[ -]?\d{4}){6}\b/g, '[iban]'],
  [/\b\d{26}\b/g, '[iban]'],
  [/\b\d{11}\b/g, '[pesel]'],
  // Polish ID card (AAA 123456), passport (AA 1234567) and the guest identification value
  // (document type id + number, lower-cased: e.g. 1abc123456).
  // Written with a space only in capitals, so words like "for 482913" stay words.
  [/\b[A-Z]{3} \d{6}\b/g, '[document]'],
  [/\b[A-Z]{2} \d{7}\b/g, '[document]'],
  [/\b\d*[A-Z]{3}\d{6}\b/gi, '[document]'],
  [/\b\d*[A-Z]{2}\d{7}\b/gi, '[document]'],
  // Hotel verification codes (six digits) and other short numeric codes.
  [/\b\d{6}\b/g, '[code]'],
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

/** Keys whose values are form data, bodies or credentials: dropped whole, never inspected. */
const droppedKeys = new Set(
  [
    'body',
    'request_body',
    'response_body',
    'requestBody',
    'responseBody',
    'form',
    'formData',
    'formValues',
    'input',
    'cookies',
    'cookie',
    'authorization',
    'access_token',
    'token',
    'password',
    'pesel',
    'iban',
    'bankAccount',
    'ownerBankAccount',
    'documentNumber',
    'email',
    'phoneNumber',
    'emergencyPhone',
    'vars',
    'query_string',
  ].map((key) => key.toLowerCase()),
);

/** Random identifiers of the report itself (hex), which look like account numbers to the rules. */
const idKeys = new Set(['event_id', 'trace_id', 'span_id', 'parent_span_id', 'sid']);

const urlKeys = new Set(['url', 'from', 'to', 'http.url', 'url.full', 'http.target', 'referer']);

/** Deep copy with every string scrubbed and form/credential keys removed. */
export function scrubValue<T>(value: T, depth = 0): T {
  if (depth > 12) return undefined as T;
  if (typeof value === 'string') return scrubText(value) as T;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1)) as T;
  if (value && typeof value === 'object') {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (droppedKeys.has(key.toLowerCase())) continue;
      if (idKeys.has(key) && typeof item === 'string' && /^[0-9a-f]+$/.test(item)) {
        result[key] = item;
        continue;
      }
      result[key] =
        typeof item === 'string' && urlKeys.has(key) ? scrubUrl(item) : scrubValue(item, depth + 1);
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
