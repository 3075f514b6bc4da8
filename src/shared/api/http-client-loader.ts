import { afterNextPaint } from '@/shared/lib/after-next-paint';
import type * as HttpClientModule from './http-client';

let httpClient: Promise<typeof HttpClientModule> | undefined;

/**
 * axios (about 21 kB gzip) is loaded with the first request, not with the shell. By default the
 * first request waits until the browser has painted the screen that asked for it, so the screen's
 * text shows before axios is fetched and evaluated. A screen whose first paint *is* server data
 * (the panel) starts it at once instead (`afterPaint: false`, from the entry).
 */
export function loadHttpClient({ afterPaint = true } = {}): Promise<typeof HttpClientModule> {
  httpClient ??= (afterPaint ? afterNextPaint() : Promise.resolve())
    .then(() => import('./http-client'))
    .catch((error: unknown) => {
      httpClient = undefined; // a chunk that failed to load (offline) is tried again next time
      throw error;
    });
  return httpClient;
}
