import { lazy, type ComponentType } from 'react';

/**
 * React.lazy, except that a load that failed (offline, a dropped connection) is not kept for good:
 * the next render after a failure (an error boundary's Try again) fetches the code anew.
 */
export function retryableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const attempt = () =>
    load().catch((error: unknown) => {
      Current = lazy(attempt);
      throw error;
    });
  let Current = lazy(attempt);
  function RetryableLazy(props: Props) {
    return <Current {...props} />;
  }
  return RetryableLazy;
}
