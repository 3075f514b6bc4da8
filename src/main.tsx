import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { routeForHash } from './app/route-table';
import { makeBrowserStore } from './app/store';
import { connectStore } from './shared/api/store-access';
import { env } from './shared/config/env';
import { initI18n } from './i18n/i18n';
import './app/styles/global.css';

/** The demo API is a dynamic import behind a build-time flag, so production never ships it. */
async function startDemoApiIfEnabled(): Promise<void> {
  if (import.meta.env.VITE_DEMO_API !== 'true') return;
  const { startDemoApi } = await import('./mocks/browser');
  await startDemoApi();
}

/** Error reporting only when a DSN is configured; the SDK is its own lazy chunk. */
function startErrorReportingIfConfigured(): void {
  if (!env.sentryDsn) return;
  void import('./app/sentry').then(({ startSentry }) => startSentry());
}

async function main(): Promise<void> {
  startErrorReportingIfConfigured();
  // The first screen's code and translations download alongside the shell's, not after it.
  const firstRoute = routeForHash(window.location.hash);
  void firstRoute.load();
  const [i18n] = await Promise.all([
    initI18n(undefined, firstRoute.namespaces),
    startDemoApiIfEnabled(),
  ]);
  const store = makeBrowserStore();
  connectStore(store);
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root');
  createRoot(container).render(
    <StrictMode>
      <App store={store} i18n={i18n} />
    </StrictMode>,
  );
}

void main();
