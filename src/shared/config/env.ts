/**
 * The one place that reads build-time environment variables and the page's host.
 * Environments (product.md §9): the page's host name picks production or test. A build that
 * carries the demo API (dev server, demo build) uses the local demo environment on any other
 * host; a real build on an unexpected host uses production (decision 012), never the demo.
 * The build defines only the environments it can run in (`__ENVIRONMENTS__`, vite.config.ts).
 */

import { demoDormitories } from './demo-dormitories';
import { environmentForHost, type Environment } from './environments';

const raw = import.meta.env;

function readString(name: string, fallback: string): string {
  const value = raw[name] as string | undefined;
  return value && value.trim() !== '' ? value.trim() : fallback;
}

/** True in the dev server and the demo build, the only builds with the embedded demo API. */
export const demoBuild = raw.VITE_DEMO_API === 'true';

/** Where the API is for a page host: the build's VITE_API_BASE, else the host's environment's. */
export function apiBaseAt(hostname: string): string {
  const shipped = __ENVIRONMENTS__[environmentForHost(hostname, __ENVIRONMENTS__, demoBuild)];
  return readString('VITE_API_BASE', shipped?.apiBase ?? '');
}

function resolveEnvironment(): Environment {
  const hostname = typeof window === 'undefined' ? 'localhost' : window.location.hostname;
  const name = environmentForHost(hostname, __ENVIRONMENTS__, demoBuild);
  const shipped = __ENVIRONMENTS__[name];
  if (!shipped) throw new Error(`No settings for the ${name} environment`);
  const { host: _host, ...base } = shipped;
  return {
    name,
    ...base,
    apiBase: apiBaseAt(hostname),
    ssoAuthorizeUrl: readString('VITE_SSO_AUTHORIZE_URL', base.ssoAuthorizeUrl),
    ssoIssuer: readString(
      'VITE_SSO_ISSUER',
      base.ssoIssuer ||
        new URL(
          readString('VITE_SSO_AUTHORIZE_URL', base.ssoAuthorizeUrl),
          typeof window === 'undefined' ? 'http://localhost/' : window.location.href,
        ).origin,
    ),
    centralLogoutUrl: readString('VITE_CENTRAL_LOGOUT_URL', base.centralLogoutUrl),
  };
}

/**
 * Demo builds only (the condition is fixed at build time): a browser test may shorten the
 * time-out for one page with sessionStorage['demo-api:timeout-ms'], so a stall is waited out in
 * a second or two instead of the build's own time-out.
 */
function demoTimeoutOverride(): number | null {
  if (import.meta.env.VITE_DEMO_API !== 'true' || typeof window === 'undefined') return null;
  try {
    const value = Number(window.sessionStorage.getItem('demo-api:timeout-ms'));
    return value > 0 ? value : null;
  } catch {
    return null;
  }
}

// Pure for the bundler: a module that reads only the API base (the head script) leaves it out.
export const env = /* @__PURE__ */ readEnv();

function readEnv() {
  return {
    ...resolveEnvironment(),
    /** product.md §1: a local build shows 'lokalna'; `vite build` names its version (decision 012). */
    versionLabel: readString('VITE_VERSION_LABEL', __BUILD_VERSION__),
    demoApi: demoBuild,
    /** product.md §9 leaves time-outs open; 30 s suits slow dorm Wi-Fi. Browser fault tests use less. */
    apiTimeoutMs:
      demoTimeoutOverride() ??
      Math.max(1000, Number(readString('VITE_API_TIMEOUT_MS', '30000')) || 30_000),
    sentryDsn: readString('VITE_SENTRY_DSN', ''),
    recaptchaSiteKey: readString('VITE_RECAPTCHA_SITE_KEY', ''),
    guestTokenIssuer: readString(
      'VITE_GUEST_TOKEN_ISSUER',
      'urn:uczelnia:akademiki:applicant-service',
    ),
    guestTokenAudience: readString(
      'VITE_GUEST_TOKEN_AUDIENCE',
      'urn:uczelnia:akademiki:admin-service',
    ),
    dormitoryInfoUrl: readString('VITE_DORMITORY_INFO_URL', 'https://akademiki.uczelnia.edu.pl/'),
    instructionsUrl: readString(
      'VITE_INSTRUCTIONS_URL',
      'https://akademiki.uczelnia.edu.pl/instrukcja/',
    ),
    contactEmail: readString('VITE_CONTACT_EMAIL', 'akademiki@uczelnia.edu.pl'),
    contactPhone: readString('VITE_CONTACT_PHONE', '+48 22 234 50 00'),
    /**
     * The dormitories with their addresses, reception hours and ways to pay, as the office keeps
     * them (README, Configuration): JSON, read by the screens that need it (the hotel reservation's
     * next steps, src/features/hotel/dormitories.ts). A demo build and the tests have the demo's;
     * a real build without it has none (the hotel screen then names the office to ask).
     */
    dormitoriesJson: readString(
      'VITE_DORMITORIES',
      import.meta.env.VITE_DEMO_API === 'true' || import.meta.env.MODE === 'test'
        ? JSON.stringify(demoDormitories)
        : '[]',
    ),
  } as const;
}

export type AppEnv = typeof env;
