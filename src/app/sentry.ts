import {
  browserTracingIntegration,
  captureException,
  init,
  type BrowserOptions,
} from '@sentry/react';
import { env } from '@/shared/config/env';
import { setErrorReporter } from '@/shared/lib/error-reporting';
import { scrubBreadcrumb, scrubEvent, scrubSpan } from '@/shared/lib/scrub';

/**
 * Error reporting (product.md §9): started only when VITE_SENTRY_DSN is set. This module is
 * itself a lazy chunk (app/start.tsx imports it dynamically), so the SDK never weighs on the entry;
 * it imports by name only what it uses: a namespace or whole-module import would pull in Replay
 * and Feedback too (147 kB gzip instead of about 30 kB; `npm run bench` budgets it). Every event,
 * breadcrumb and span is scrubbed before it is sent (docs/security.md); the SDK is told to
 * collect no headers, cookies, bodies, query strings or user data in the first place.
 */
export async function startSentry(overrides: Partial<BrowserOptions> = {}): Promise<boolean> {
  const dsn = overrides.dsn ?? env.sentryDsn;
  if (!dsn) return false;
  init({
    dsn,
    environment: env.name,
    release: env.versionLabel,
    tracesSampleRate: 1,
    integrations: [browserTracingIntegration()],
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
    // Spans are streamed (the SDK's default `traceLifecycle`): each passes `beforeSendSpan`. A
    // transaction event exists only with `traceLifecycle: 'static'`; scrubbed the same way then.
    beforeSendSpan: (span) => scrubSpan(span),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
    ...overrides,
  });
  setErrorReporter((error, tags) => {
    captureException(error, tags ? { tags } : undefined);
  });
  return true;
}
