/**
 * Which credential a request carries (product.md §6 and §7), decided on the URL the request
 * will really go to: the address is built the way axios builds it (base + relative URL) and then
 * resolved by the URL parser, so `..`, `%2e%2e`, a different host or a protocol-relative URL
 * cannot smuggle a token anywhere the spec does not send it.
 *
 * - account authorization: `/app/logout`, `/app/panel` and below (when signed in),
 *   `/app/form/additionalInfo` and below, `/app/form/post` only for a native student form;
 * - the guest token: `/app/guest` and below (when there is one);
 * - nothing on any other path of the API, and nothing at all on any other origin.
 */
export type Credential = 'account' | 'guest' | null;

export type AuthorizationInput = {
  /** The request's url as given to axios (relative to the base, or absolute). */
  url: string | undefined;
  /** axios baseURL, e.g. `/api/v1` or `https://api.example/api/v1`. */
  baseURL: string | undefined;
  /** The page's address, to resolve relative bases (window.location.href). */
  pageHref: string;
  /** The API base the app is configured with (env.apiBase). */
  apiBase: string;
  method?: string | undefined;
  /** The request body before serialisation (object, FormData or JSON string). */
  data?: unknown;
};

const absoluteUrl = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/** The same joining rule as axios's buildFullPath/combineURLs. */
export function axiosFullPath(baseURL: string | undefined, url: string | undefined): string {
  const relative = url ?? '';
  if (!baseURL || absoluteUrl.test(relative)) return relative;
  return relative ? `${baseURL.replace(/\/?\/$/, '')}/${relative.replace(/^\/+/, '')}` : baseURL;
}

function tryUrl(value: string, base: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

function field(data: unknown, name: string): unknown {
  if (typeof FormData !== 'undefined' && data instanceof FormData) return data.get(name);
  if (typeof data === 'string') {
    try {
      return field(JSON.parse(data), name);
    } catch {
      return undefined;
    }
  }
  if (data && typeof data === 'object') return (data as Record<string, unknown>)[name];
  return undefined;
}

/** product.md §3.1 defaults: type StudentForm + subtype NativeStudentForm is the native student form. */
export function isNativeStudentForm(data: unknown): boolean {
  return (
    field(data, 'type') === 'StudentForm' &&
    field(data, 'studentFormSubtype') === 'NativeStudentForm'
  );
}

const within = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function credentialFor(input: AuthorizationInput): Credential {
  const api = tryUrl(input.apiBase, input.pageHref);
  const target = tryUrl(axiosFullPath(input.baseURL, input.url), input.pageHref);
  if (!api || !target) return null;
  if (target.origin !== api.origin) return null;
  if (target.username || target.password) return null;
  const basePath = api.pathname.replace(/\/+$/, '');
  if (!within(target.pathname, basePath)) return null;
  const path = target.pathname.slice(basePath.length);

  if (path === '/app/logout') return 'account';
  if (within(path, '/app/panel')) return 'account';
  if (within(path, '/app/form/additionalInfo')) return 'account';
  if (path === '/app/form/post') {
    const method = (input.method ?? 'get').toLowerCase();
    return method === 'post' && isNativeStudentForm(input.data) ? 'account' : null;
  }
  if (within(path, '/app/guest')) return 'guest';
  return null;
}
