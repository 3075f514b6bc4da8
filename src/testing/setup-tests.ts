import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetDemoDb } from '@/mocks/db/table';
import { handlers } from '@/mocks/handlers';
import { server } from '@/mocks/node';
import { reopenDraftsForTests } from '@/shared/session/sign-out';
import {
  checkRequest,
  checkResponse,
  isApiRequest,
  requestViolationsExpected,
  resetRequestViolationsExpected,
  trackDemoHandlers,
} from './contract-check';

// Every request the demo API answers, and its response, is checked against api/openapi.yaml
// (src/testing/contract-check.ts). Requests a test's own `server.use(...)` answers are the
// test's business (many are deliberately odd).
const answeredByDemoApi = new Set<string>();
const contractChecks: Promise<string[]>[] = [];
const sentRequests = new Map<string, Request>();
trackDemoHandlers(handlers, answeredByDemoApi);
server.events.on('request:start', ({ request, requestId }) => {
  if (isApiRequest(request.url)) sentRequests.set(requestId, request.clone());
});
server.events.on('response:mocked', ({ request, response, requestId }) => {
  const sent = sentRequests.get(requestId);
  sentRequests.delete(requestId);
  if (!answeredByDemoApi.delete(requestId)) return;
  if (sent && !requestViolationsExpected())
    contractChecks.push(
      checkRequest(sent).then((problems) => problems.map((problem) => `request ${problem}`)),
    );
  contractChecks.push(checkResponse(request, response.clone()));
});

// happy-dom's createImageBitmap decodes nothing (it cannot refuse a broken image): without it
// the upload check skips decoding as in a browser without the API; tests stub it to decode.
Object.defineProperty(globalThis, 'createImageBitmap', {
  value: undefined,
  configurable: true,
  writable: true,
});

// Screens are lazy chunks; their first import can take seconds on a busy 2-core machine.
const asyncUtilTimeout = 8000;
configure({ asyncUtilTimeout });
// vi.waitFor's own default is 1 s: the same wait as Testing Library's, for the same reason (a
// lazy chunk such as the HTTP client's, or a request through MSW, on a busy machine). Files share
// a worker (fresh-file.ts), so the wrapper wraps Vitest's own function once, not the last file's.
const worker = globalThis as typeof globalThis & { __vitestWaitFor?: typeof vi.waitFor };
const vitestWaitFor = (worker.__vitestWaitFor ??= vi.waitFor);
vi.waitFor = (callback, options) =>
  vitestWaitFor(
    callback,
    typeof options === 'number' ? options : { timeout: asyncUtilTimeout, ...options },
  );

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  const problems = (await Promise.all(contractChecks.splice(0))).flat();
  answeredByDemoApi.clear();
  sentRequests.clear();
  resetRequestViolationsExpected();
  if (problems.length > 0) {
    throw new Error(`Demo API traffic breaks the contract:\n- ${problems.join('\n- ')}`);
  }
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDemoDb();
  reopenDraftsForTests();
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.body.className = '';
});
afterAll(() => server.close());
