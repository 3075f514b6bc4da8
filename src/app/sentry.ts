import type { BrowserOptions } from '@sentry/react';
import { env } from '@/shared/config/env';
import { setErrorReporter } from '@/shared/lib/error-reporting';
import { scrubBreadcrumb, scrubEvent, scrubText, scrubValue } from '@/shared/lib/scrub';

/**
 * Error reporting (spec section 9): started only when VITE_SENTRY_DSN is set, and loaded with a
 * dynamic import so the SDK (about 30 kB gzip) never weighs on the entry chunk. Every event,
 * breadcrumb and span is scrubbed before it is sent (docs/security.md); the SDK is told to
 * collect no headers, cookies, bodies, query strings or user data in the first place.
 */
export async function startSentry(overrides: Partial<BrowserOptions> = {}): Promise<boolean> {
  const dsn = overrides.dsn ?? env.sentryDsn;
  if (!dsn) return false;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    environment: env.name,
    release: env.versionLabel,
    tracesSampleRate: 1,
    integrations: [Sentry.browserTracingIntegration()],
    // No tracing headers on API calls: the API's CORS rules and the guest token stay untouched.
    tracePropagationTargets: [],
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
    beforeSendSpan: (span) => ({
      ...span,
      name: scrubText(span.name),
      attributes: scrubValue(span.attributes),
    }),
    ...overrides,
  });
  setErrorReporter((error, tags) => {
    Sentry.captureException(error, tags ? { tags } : undefined);
  });
  return true;
}
