import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { connectStore } from '@/shared/api/store-access';
import { env } from '@/shared/config/env';
import { canKeepSession } from '@/shared/session/persisted-state';
import { initI18n } from '@/i18n/i18n';
import type { Language } from '@/i18n/languages';
import { App } from './app';
import { StorageNotice } from './storage-notice';
import type { ScreenRoute } from './route-table';
import { makeBrowserStore } from './store';

/** The demo API is a dynamic import behind a build-time flag, so production never ships it. */
async function startDemoApiIfEnabled(): Promise<void> {
  if (import.meta.env.VITE_DEMO_API !== 'true') return;
  const { startDemoApi } = await import('@/mocks/browser');
  await startDemoApi();
}

/** Error reporting only when a DSN is configured; the SDK is its own lazy chunk. */
function startErrorReportingIfConfigured(): void {
  if (!env.sentryDsn) return;
  void import('./sentry').then(({ startSentry }) => startSentry());
}

/**
 * Production builds only (decision 013). The worker's first install downloads the whole release,
 * so it waits for the page's own load: it never competes with the first screen for the network.
 */
function registerServiceWorkerAfterLoad(): void {
  if (!__SERVICE_WORKER__) return;
  const register = () =>
    void import('./service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * The shell: React, router, store and i18n; the entry (src/start-up/entry.ts) has already asked
 * for the first screen.
 * Returns the root so a test can unmount it before its window goes away.
 */
export async function startApp(firstRoute: ScreenRoute, language: Language): Promise<Root> {
  startErrorReportingIfConfigured();
  registerServiceWorkerAfterLoad();
  // With storage blocked the store starts empty and lives in memory; the person is told.
  const store = makeBrowserStore();
  connectStore(store);
  const demoApi = startDemoApiIfEnabled();
  // The screen's reads start now, while its code and translations arrive (decision 014); in a
  // demo build once its API (the service worker) is there.
  void demoApi
    .then(() => firstRoute.prefetch?.(store, window.location.hash))
    .catch(() => undefined);
  const [i18n] = await Promise.all([
    initI18n(language, firstRoute.namespaces),
    demoApi,
    // The first render waits for the screen's code (the entry asked for it already), so it
    // replaces the prerendered shell in index.html with the screen, not with a spinner. A failed
    // download is the screen's error boundary's to show.
    firstRoute.load().catch(() => undefined),
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root');
  const root = createRoot(container);
  // A transition: React renders the first screen in slices of a few milliseconds, yielding to the
  // browser between them, instead of one long task; the prerendered markup stays until it commits.
  startTransition(() => {
    root.render(
      <StrictMode>
        {canKeepSession() ? null : (
          <I18nextProvider i18n={i18n}>
            <StorageNotice />
          </I18nextProvider>
        )}
        <App store={store} i18n={i18n} />
      </StrictMode>,
    );
  });
  return root;
}
