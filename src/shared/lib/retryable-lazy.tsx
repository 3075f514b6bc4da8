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

/** A code load that keeps what it loaded, readable at once by a later render. */
export type RememberedLoad<Module> = (() => Promise<Module>) & {
  readonly loaded: () => Module | undefined;
};

const remembered = new WeakSet<() => Promise<unknown>>();

/**
 * Wraps a dynamic import so that, once it has resolved, the module can be read synchronously.
 * React.lazy suspends on its first render even when the code is already here (a resolved promise
 * is only read in a later microtask), so the app's first commit showed the layout's "Loading…" in
 * place of a prerendered screen for a few hundred milliseconds.
 */
export function rememberLoad<Module>(load: () => Promise<Module>): RememberedLoad<Module> {
  if (remembered.has(load)) return load as RememberedLoad<Module>;
  let module: Module | undefined;
  const rememberedLoad = () =>
    load().then((value) => {
      module = value;
      return value;
    });
  remembered.add(rememberedLoad);
  return Object.assign(rememberedLoad, { loaded: () => module });
}

/**
 * React.lazy, except that a load that failed (offline, a dropped connection) is not kept for good:
 * after `retryFailedLazyLoads()` the next render fetches the code anew; and code that is already
 * loaded (by the same remembered load, e.g. the first screen's before the app's first render)
 * renders at once, without a suspended render and its fallback.
 */
export function retryableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const rememberedLoad = rememberLoad(load);
  const make = () =>
    lazy(() =>
      rememberedLoad().catch((error: unknown) => {
        failedLoads.add(() => {
          Current = make();
        });
        throw error;
      }),
    );
  let Current = make();
  function RetryableLazy(props: Props) {
    // The lazy element never commits once the code is here: its resolution sets `loaded` first,
    // so the render after it takes this branch and the element type does not change later.
    const Loaded = rememberedLoad.loaded()?.default;
    return Loaded ? <Loaded {...props} /> : <Current {...props} />;
  }
  return RetryableLazy;
}
