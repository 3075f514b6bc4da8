import type { Plugin } from 'vite';
import { environments, type EnvironmentName } from '../src/shared/config/environments.ts';

/** The reCAPTCHA v2 widget's script and frame hosts (product.md §7: captcha provider). */
export const captchaScriptSources = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
export const captchaFrameSources = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

/** Where the web server takes violation reports (deploy/nginx answers 204 and keeps nothing). */
export const cspReportPath = '/csp-report';
export const cspReportGroup = 'csp-endpoint';

/** The one Trusted Types policy the app creates (src/shared/lib/trusted-types.ts). */
export const trustedTypesPolicyName = 'default';

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null; // relative (same origin) or empty
  }
}

export type CspInput = {
  /** VITE_API_BASE: when set, every environment of this build talks to it and to nothing else. */
  apiBaseOverride?: string;
  sentryDsn?: string;
  /** VITE_RECAPTCHA_SITE_KEY: without it the captcha is off and its hosts are not allowed. */
  recaptchaSiteKey?: string;
  /** The environments this build can run in (product.md §9: chosen by the page's host). */
  environments: EnvironmentName[];
  /** A demo build: its mock service worker fetches, on the page's behalf, what the page loads. */
  demoApi?: boolean;
};

const allEnvironments = Object.keys(environments) as EnvironmentName[];

/**
 * VITE_ENVIRONMENTS (comma-separated: production, test, local). By default a demo build runs
 * only locally (its API is the embedded demo); any other build may be opened on the production
 * host or the test host, as product.md §9 has it. A build without the demo API never runs in the
 * local environment (decision 012: another host is production), so it may not list it.
 */
export function buildEnvironments(value: string | undefined, demoApi: boolean): EnvironmentName[] {
  const listed = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of listed)
    if (!allEnvironments.includes(name as EnvironmentName))
      throw new Error(`VITE_ENVIRONMENTS: unknown environment "${name}"`);
  if (!demoApi && listed.includes('local'))
    throw new Error('VITE_ENVIRONMENTS: "local" is the demo API\'s, and this build has none');
  if (listed.length) return [...new Set(listed)] as EnvironmentName[];
  return demoApi ? ['local'] : allEnvironments.filter((name) => name !== 'local');
}

function directivesFor(input: CspInput): Record<string, string[]> {
  const captcha = Boolean(input.recaptchaSiteKey?.trim());
  const apiOrigins = input.apiBaseOverride?.trim()
    ? [originOf(input.apiBaseOverride)]
    : input.environments.map((name) => originOf(environments[name].apiBase));
  const connect = [
    ...new Set(
      ["'self'", ...apiOrigins, originOf(input.sentryDsn)].filter((origin): origin is string =>
        Boolean(origin),
      ),
    ),
  ];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(captcha ? captchaScriptSources : [])],
    'frame-src': captcha ? captchaFrameSources : ["'none'"],
    'connect-src': connect,
    'img-src': ["'self'", 'data:', 'blob:'],
    'style-src': ["'self'"],
    'font-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    // DOM sinks (script URLs, HTML) take only values from the app's one policy (decision 008).
    'require-trusted-types-for': ["'script'"],
    'trusted-types': [trustedTypesPolicyName],
  };
}

const serialise = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/**
 * The policy of the built index.html (<meta>): no inline script, scripts and frames only from the
 * app (and the captcha provider when a site key is set), connections only to the app, the API
 * of the environments this build can run in, and Sentry when a DSN is set.
 */
export function contentSecurityPolicy(input: CspInput): string {
  return serialise(directivesFor(input));
}

/**
 * The same policy as an HTTP header (deploy/nginx), with what a <meta> cannot carry: no framing
 * by any page, and where to report violations.
 */
export function contentSecurityPolicyHeader(input: CspInput): string {
  return serialise({
    ...directivesFor(input),
    'frame-ancestors': ["'none'"],
    'report-uri': [cspReportPath],
    'report-to': [cspReportGroup],
  });
}

/** The policy written as nginx directives, emitted next to the build for the server to include. */
export function nginxCspSnippet(input: CspInput): string {
  return [
    '# Generated by the build (build/content-security-policy.ts) from the same settings as the',
    "# <meta> policy of this build's index.html. Included by deploy/nginx/security-headers.conf.",
    `add_header Content-Security-Policy "${contentSecurityPolicyHeader(input)}" always;`,
    `add_header Reporting-Endpoints '${cspReportGroup}="${cspReportPath}"' always;`,
    '',
  ].join('\n');
}

/** Where the build puts the nginx snippet (a dot directory the server never serves). */
export const nginxSnippetFile = '.nginx/content-security-policy.conf';

/**
 * Demo builds only: the policy of the mock service worker's own script. A worker gets its policy
 * from its script's answer, and this one fetches everything the page loads (scripts included),
 * so it may connect where the page may connect or load scripts from, and nothing else.
 */
export const nginxDemoWorkerSnippetFile = '.nginx/demo-worker-csp.conf';
export function nginxDemoWorkerSnippet(input: CspInput): string {
  const page = directivesFor(input);
  const connect = [...new Set([...(page['connect-src'] ?? []), ...(page['script-src'] ?? [])])];
  return [
    '# Generated by the build for the demo API service worker (scripts/nginx.mjs, demo builds).',
    `add_header Content-Security-Policy "default-src 'none'; connect-src ${connect.join(' ')}" always;`,
    '',
  ].join('\n');
}

export function contentSecurityPolicyPlugin(input: CspInput): Plugin {
  return {
    name: 'content-security-policy',
    // The dev server injects an inline React-refresh preamble, so the policy is for builds only.
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(input) },
          injectTo: 'head-prepend',
        },
      ],
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: nginxSnippetFile, source: nginxCspSnippet(input) });
      if (input.demoApi)
        this.emitFile({
          type: 'asset',
          fileName: nginxDemoWorkerSnippetFile,
          source: nginxDemoWorkerSnippet(input),
        });
    },
  };
}
