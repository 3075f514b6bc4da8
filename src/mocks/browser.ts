import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

export async function startDemoApi(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
