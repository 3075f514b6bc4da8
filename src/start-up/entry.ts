// First: the Trusted Types policy (before any library touches a DOM sink) and the CSP watch.
import '@/shared/lib/page-guards';
import { routeForHash } from '@/app/route-table';
import { initialLanguage } from '@/i18n/languages';
import { localeLoaders } from '@/i18n/locale-loaders';
import { loadHttpClient } from '@/shared/api/http-client-loader';
import { afterFirstContentfulPaint } from '@/shared/lib/after-next-paint';
import { listenForInstallOffer } from '@/shared/lib/install-offer';
import { yieldToBrowser } from '@/shared/lib/yield-to-browser';
import { reloadOnStaleChunks } from '@/shared/lib/stale-chunk-reload';
import { captureSignInCallback } from '@/shared/session/sign-in-callback';
import { addCodePreloads } from './head/code-downloads';
import { afterEarlyPaint, earlyPaintWaitMs } from './early-painting';
import { carryFocusIntoApp } from './hand-over';
import { prepaintAttribute, screenAttribute, shellOnlyAttribute } from './markers';
import { loadShell } from './shell';
import '@/app/styles/global.css';
// The main page's own styles come with the shell's: its text is prerendered in index.html
// (build/prerender.ts) and must not move when the screen's code arrives.
import '@/features/home/components/home.css';
// The resident panel's frame is prerendered too, for a signed-in resident (./prerender.tsx).
import '@/features/panel/components/panel-frame.css';

// A sign-on answer in the real query string (`?code=&state=`) leaves the address before anything
// else runs; the first route is then /login.
captureSignInCallback();

// A chunk of an older deployment (404) reloads the page once, before any screen asks for one.
reloadOnStaleChunks();

// The browser's offer to install the app may come before the shell runs: keep it for the footer.
listenForInstallOffer();

// This module is deliberately tiny: it starts the downloads of the first screen's code, its
// translations, (when the screen needs data to paint) the HTTP client, and the shell. Where
// index.html shows another screen than the prerendered main page, the prepaint head script has
// already started the shell's (build/preload-shell.ts), so on slow dorm Wi-Fi no round trip
// waits. The prerendered main page is readable before any of this code: its downloads start once
// it has painted, so they never compete with the page's HTML and CSS for the connection.
const firstRoute = routeForHash(window.location.hash);
const language = initialLanguage();
const prerenderedPageShows =
  document.documentElement.hasAttribute(prepaintAttribute) &&
  !document.documentElement.hasAttribute(shellOnlyAttribute);

// The code downloads all at once, but runs one part per task, the largest first: a module graph
// runs in one task, and as one graph the shell blocked a phone's main thread for several hundred
// milliseconds while the page was already on screen. (Modules the shell uses as a whole: a
// dynamic import of a library's index would keep every export of it.)
const partsFirst = [
  () => import('react-dom/client'),
  () => import('@/i18n/i18n'),
  () => import('@/shared/api/base-api'),
  () => firstRoute.load(),
];

async function startFirstScreen(): Promise<void> {
  // Once each: the head script may have added them (./head/code-downloads.ts).
  addCodePreloads(document.documentElement.getAttribute(screenAttribute));
  for (const namespace of ['common', ...firstRoute.namespaces]) {
    void localeLoaders[`./locales/${language}/${namespace}.json`]?.();
  }
  if (firstRoute.paintsServerData) void loadHttpClient({ afterPaint: false });
  for (const load of partsFirst) {
    // A failed download is the shell's to show (its import below fails the same way).
    await load().catch(() => undefined);
    await yieldToBrowser();
  }
  const { startApp } = await loadShell();
  await yieldToBrowser();
  // Focus in the prerendered copy moves to the same control when the first render replaces it.
  const container = document.getElementById('root');
  if (container) carryFocusIntoApp(container);
  await startApp(firstRoute, language);
}

// Where the early painter draws a tab's first cards from the head script's reads (decision 015),
// the code waits for it too (bounded): those cards are what the resident opened the page for.
if (prerenderedPageShows)
  void afterFirstContentfulPaint(1000)
    .then(() => afterEarlyPaint(earlyPaintWaitMs))
    .then(startFirstScreen);
else void startFirstScreen();
