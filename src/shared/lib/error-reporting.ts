/**
 * A seam between shared code and the error-reporting service (Sentry), which the app starts
 * lazily and only when configured. Until then, reports go nowhere.
 */
export type ErrorReporter = (error: Error, tags?: Record<string, string>) => void;

let reporter: ErrorReporter | null = null;

export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next;
}

export function reportError(error: Error, tags?: Record<string, string>): void {
  try {
    reporter?.(error, tags);
  } catch {
    // Reporting must never break the app.
  }
}
