import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDemoDb } from '@/mocks/db/table';
import { server } from '@/mocks/node';

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
