import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDemoDb } from '@/mocks/db/table';
import { server } from '@/mocks/node';

// Screens are lazy chunks; their first import can take seconds on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDemoDb();
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.body.className = '';
});
afterAll(() => server.close());
