import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { faultHandlers } from './handlers/faults';

export async function startDemoApi(): Promise<void> {
  // Fault injection only in the browser demo (unit tests use server.use for error paths).
  const worker = setupWorker(...faultHandlers, ...handlers);
  await worker.start({
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
