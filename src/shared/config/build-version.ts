/**
 * The footer's version label as the build names it (decision 012). Plain data, no import.meta:
 * vite.config.ts calls it and defines the result as `__BUILD_VERSION__`.
 */
export const localVersionLabel = 'lokalna';

export type BuildFacts = {
  /** Vite mode: `production` for `vite build`; `development`, `demo`, `test` are local. */
  mode: string;
  packageVersion: string;
  /** `git rev-parse --short HEAD`, or undefined outside a git checkout. */
  gitHash: string | undefined;
  buildDate: Date;
};

export function buildVersionLabel({
  mode,
  packageVersion,
  gitHash,
  buildDate,
}: BuildFacts): string {
  if (mode !== 'production') return localVersionLabel;
  return gitHash
    ? `${packageVersion}+${gitHash}`
    : `${packageVersion} (${buildDate.toISOString().slice(0, 10)})`;
}
