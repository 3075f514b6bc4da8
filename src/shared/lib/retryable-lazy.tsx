import { lazy, type ComponentType } from 'react';

const failedLoads = new Set<() => void>();

/**
 * Makes every lazy component whose code failed to download fetch it anew on its next render.
 * Called when an error boundary is reset (its Try again); not on failure itself, or the render
 * that should show the error would suspend on a new download again (offline: for ever).
 */
export function retryFailedLazyLoads(): void {
  const resets = [...failedLoads];
  failedLoads.clear();
  for (const reset of resets) reset();
}

/**
 * React.lazy, except that a load that failed (offline, a dropped connection) is not kept for good:
 * after `retryFailedLazyLoads()` the next render fetches the code anew.
 */
export function retryableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const make = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedLoads.add(() => {
          Current = make();
        });
        throw error;
      }),
    );
  let Current = make();
  function RetryableLazy(props: Props) {
    return <Current {...props} />;
  }
  return RetryableLazy;
}
