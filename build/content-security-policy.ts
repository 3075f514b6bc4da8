import type { Plugin } from 'vite';
import { environments } from '../src/shared/config/environments.ts';

/** The reCAPTCHA v2 widget's script and frame hosts (spec section 7: captcha provider). */
export const captchaScriptSources = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
export const captchaFrameSources = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null; // relative (same origin) or empty
  }
}

export type CspInput = { apiBaseOverride?: string; sentryDsn?: string };

/**
 * The policy for production (and demo) builds: no inline script, scripts and frames only from
 * the app and the captcha provider, connections only to the app, the API bases and Sentry.
 */
export function contentSecurityPolicy({ apiBaseOverride, sentryDsn }: CspInput): string {
  const apiOrigins = Object.values(environments)
    .map((environment) => originOf(environment.apiBase))
    .concat(originOf(apiBaseOverride), originOf(sentryDsn))
    .filter((origin): origin is string => Boolean(origin));
  const connect = ["'self'", ...new Set(apiOrigins)];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...captchaScriptSources],
    'frame-src': captchaFrameSources,
    'connect-src': connect,
    'img-src': ["'self'", 'data:', 'blob:'],
    'style-src': ["'self'"],
    'font-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
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
  };
}
