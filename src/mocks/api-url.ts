import { env } from '@/shared/config/env';

/** The demo API answers on the same base the client calls: `api('/app/panel/fees')`. */
export function api(path: string): string {
  return `${env.apiBase}${path}`;
}

/**
 * Demo latency so loading states are visible in the demo; none in unit tests, and none in the
 * bench's HTTP server (what is measured there is the bundle, not an invented delay).
 */
export const demoDelay =
  import.meta.env.MODE === 'test' || import.meta.env.MODE === 'bench' ? 0 : 250;
