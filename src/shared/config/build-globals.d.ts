import type { ShippedEnvironments } from './environments';

/** Defined by vite.config.ts. */
declare global {
  /** The version label, from buildVersionLabel (decision 012). */
  const __BUILD_VERSION__: string;
  /** True in builds that carry the service worker (decision 013). */
  const __SERVICE_WORKER__: boolean;
  /** The environments the build can run in, with their hosts; nothing of the others. */
  const __ENVIRONMENTS__: ShippedEnvironments;
}

export {};
