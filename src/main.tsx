// First: the Trusted Types policy (before any library touches a DOM sink) and the CSP watch.
import './shared/lib/page-guards';
import { routeForHash } from './app/route-table';
import { initialLanguage } from './i18n/languages';
import { localeLoaders } from './i18n/locale-loaders';
import { loadHttpClient } from './shared/api/http-client-loader';
import { afterNextPaint } from './shared/lib/after-next-paint';
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

// This module is deliberately tiny: it asks for the first screen's code, its translations and
// (when the screen needs data to paint) the HTTP client, then the shell. Where index.html shows
// another screen than the prerendered main page, the prepaint head script has already started
// the shell's downloads (build/preload-shell.ts), so on slow dorm Wi-Fi no round trip waits.
// The prerendered main page is readable before any of this code: its downloads start once it
// has painted, so they never compete with the page's HTML and CSS for the connection.
const firstRoute = routeForHash(window.location.hash);
const language = initialLanguage();
const prerenderedPageShows =
  document.documentElement.hasAttribute('data-prepaint') &&
  !document.documentElement.hasAttribute('data-prepaint-shell-only');

function startFirstScreen(): void {
  void firstRoute.load();
  for (const namespace of ['common', ...firstRoute.namespaces]) {
    void localeLoaders[`./locales/${language}/${namespace}.json`]?.();
  }
  if (firstRoute.paintsServerData) void loadHttpClient({ afterPaint: false });
  // ReactDOM on its own: its evaluation is then a task of its own, not one long task with the
  // shell's (the shell imports it too; a module runs once).
  void import('react-dom/client');
  void import('./app/start').then(({ startApp }) => startApp(firstRoute, language));
}

if (prerenderedPageShows) void afterNextPaint(1000).then(startFirstScreen);
else startFirstScreen();
