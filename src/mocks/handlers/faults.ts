import { delay, http, HttpResponse } from 'msw';
import { languageOf, say, type Wording } from '../language';

export const serverFault: Wording = {
  en: 'Something went wrong on the server. Try again in a few minutes.',
  pl: 'Na serwerze wystąpił błąd. Spróbuj ponownie za kilka minut.',
};

/**
 * Demo-only fault injection for the browser fault-tolerance tests (e2e/faults.spec.ts): the
 * browser tests cannot intercept what the mock service worker answers, so they ask the demo API
 * itself to fail. Set `sessionStorage['demo-api:fault']` to
 * `{ "mode": "offline" | "stall" | "500" | "malformed" | "empty", "path": "<regex>", "method"?: "GET",
 * "message"?: "<server text>" }`. Every matching request fails that way (a 500 says `message`,
 * as a validation-style list, when given); everything else falls through to the real handlers.
 */
export type FaultMode = 'offline' | 'stall' | '500' | 'malformed' | 'empty';

export const faultStorageKey = 'demo-api:fault';

type Fault = { mode: FaultMode; path: string; method?: string; message?: string };

function currentFault(): Fault | null {
  try {
    const raw =
      typeof window === 'undefined' ? null : window.sessionStorage.getItem(faultStorageKey);
    return raw ? (JSON.parse(raw) as Fault) : null;
  } catch {
    return null;
  }
}

/** Longer than any client time-out: the request must be abandoned by the client. */
const stallMs = 60_000;

export const faultHandlers = [
  http.all('*', async ({ request }) => {
    const fault = currentFault();
    if (!fault) return undefined;
    const url = new URL(request.url);
    if (!url.pathname.includes('/api/')) return undefined;
    if (!new RegExp(fault.path).test(url.pathname)) return undefined;
    if (fault.method && fault.method.toUpperCase() !== request.method) return undefined;
    switch (fault.mode) {
      case 'offline':
        return HttpResponse.error();
      case 'stall':
        await delay(stallMs);
        return HttpResponse.error();
      case '500':
        // Without a message of its own, the fault the contract gives a code for: the app words it.
        return HttpResponse.json(
          {
            errors: [
              fault.message
                ? { msg: fault.message, param: '' }
                : { msg: say(request, serverFault), param: '', code: 'serverFault' },
            ],
          },
          { status: 500, headers: { 'Content-Language': languageOf(request) } },
        );
      case 'malformed':
        return new HttpResponse('{"data": [1, 2,', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      case 'empty':
        return new HttpResponse(null, {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      default:
        return undefined;
    }
  }),
];
