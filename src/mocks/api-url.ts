import { env } from '@/shared/config/env';

/** The demo API answers on the same base the client calls: `api('/app/panel/fees')`. */
export function api(path: string): string {
  return `${env.apiBase}${path}`;
}

/** Demo latency so loading states are visible in the demo (none in unit tests). */
export const demoDelay = import.meta.env.MODE === 'test' ? 0 : 250;
