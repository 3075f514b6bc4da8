/** Defined by vite.config.ts from buildVersionLabel (decision 012). */
declare global {
  const __BUILD_VERSION__: string;
  /** True in builds that carry the service worker (vite.config.ts, decision 013). */
  const __SERVICE_WORKER__: boolean;
}

export {};
