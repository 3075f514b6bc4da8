/** Defined by vite.config.ts from buildVersionLabel (decision 012). */
declare global {
  const __BUILD_VERSION__: string;
}

export {};
