// First: the Trusted Types policy (before any library touches a DOM sink) and the CSP watch.
import './shared/lib/page-guards';
import { routeForHash } from './app/route-table';
import { initialLanguage } from './i18n/languages';
import { localeLoaders } from './i18n/locale-loaders';
import { loadHttpClient } from './shared/api/http-client-loader';
import { reloadOnStaleChunks } from './shared/lib/stale-chunk-reload';
import { captureSignInCallback } from './shared/session/sign-in-callback';
import './app/styles/global.css';
// The main page's own styles come with the shell's: its text is prerendered in index.html
// (build/prerender.ts) and must not move when the screen's code arrives.
import './features/home/components/home.css';

// A sign-on answer in the real query string (`?code=&state=`) leaves the address before anything
// else runs; the first route is then /login.
captureSignInCallback();

// A chunk of an older deployment (404) reloads the page once, before any screen asks for one.
reloadOnStaleChunks();

// This module is deliberately tiny: it runs as soon as it arrives and asks for the first screen's
// code, its translations and (when the screen needs data to paint) the HTTP client, while the
// shell's larger chunks, preloaded from index.html, are still downloading. On slow dorm Wi-Fi that
// removes a round trip before the first screen can paint.
const firstRoute = routeForHash(window.location.hash);
const language = initialLanguage();
void firstRoute.load();
for (const namespace of ['common', ...firstRoute.namespaces]) {
  void localeLoaders[`./locales/${language}/${namespace}.json`]?.();
}
if (firstRoute.paintsServerData) void loadHttpClient({ afterPaint: false });

void import('./app/start').then(({ startApp }) => startApp(firstRoute, language));
