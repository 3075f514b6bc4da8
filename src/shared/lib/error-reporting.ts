/**
 * A seam between shared code and the error-reporting service (Sentry), which the app starts
 * lazily and only when configured. Until then, reports go nowhere, except CSP violations: a few
 * of those wait for it (they happen while the page loads, before the SDK is there).
 */
export type ErrorReporter = (error: Error, tags?: Record<string, string>) => void;

let reporter: ErrorReporter | null = null;
const waitingViolations: [Error, Record<string, string>][] = [];
const maxWaiting = 10;

export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next;
  if (next) for (const [error, tags] of waitingViolations.splice(0)) reportError(error, tags);
}

export function reportError(error: Error, tags?: Record<string, string>): void {
  try {
    reporter?.(error, tags);
  } catch {
    // Reporting must never break the app.
  }
}

/** A Content-Security-Policy violation in this page, as reported to error reporting. */
export class CspViolation extends Error {
  override name = 'CspViolation';
}

/** What was blocked, without its path or query: an origin, or the keyword the browser gives. */
function blockedSource(blockedURI: string): string {
  try {
    const url = new URL(blockedURI);
    return url.origin === 'null' ? url.protocol : url.origin;
  } catch {
    return blockedURI.slice(0, 40); // 'inline', 'eval', 'trusted-types-policy', ...
  }
}

/**
 * Forwards every CSP violation of the page (and Trusted Types refusals) to error reporting. The
 * web server's report endpoint keeps nothing (a browser report carries the page address); this
 * path goes through the scrubber like every other report.
 */
export function watchCspViolations(target: Pick<Document, 'addEventListener'> = document): void {
  target.addEventListener('securitypolicyviolation', (violation) => {
    const directive = violation.effectiveDirective || violation.violatedDirective;
    const error = new CspViolation(
      `CSP violation: ${directive} blocked ${blockedSource(violation.blockedURI)}`,
    );
    const tags = { csp_directive: directive, csp_disposition: violation.disposition };
    if (reporter) reportError(error, tags);
    else if (waitingViolations.length < maxWaiting) waitingViolations.push([error, tags]);
  });
}
