import type { VitePWAOptions } from 'vite-plugin-pwa';
import en from '../src/i18n/locales/en/common.json' with { type: 'json' };
import pl from '../src/i18n/locales/pl/common.json' with { type: 'json' };

/** The page's theme colour (index.html's <meta name="theme-color">), the header's blue. */
export const themeColor = '#0b3d6b';

/** Where the app's API lives: never answered, cached or stood in for by the service worker. */
export const apiPathPattern = /^\/api\//;

/**
 * One manifest for both languages (decision 013): an installed app keeps the name it was
 * installed with, whatever language the person later switches to, so the name carries both
 * languages' product titles ("Domy studenckie · Student dormitories"), and the home-screen label
 * is the portal's host name, the word both Polish and foreign students use ("Akademiki").
 */
export function webAppManifest(): Partial<VitePWAOptions['manifest'] & object> {
  return {
    id: './',
    name: `${pl.productTitle} · ${en.productTitle}`,
    short_name: 'Akademiki',
    description:
      'Student dormitory services: apply for a place, resident panel, guest and hotel booking. Akademiki: wnioski o miejsce, panel mieszkańca.',
    start_url: './',
    scope: './',
    display: 'standalone',
    theme_color: themeColor,
    background_color: '#ffffff',
    icons: [
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: 'icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}

/**
 * vite-plugin-pwa's options: Workbox's generated worker precaches this release (the page, every
 * chunk of the shell and the screens, both languages' translations, styles, icons) and answers
 * nothing else. No runtime caching at all, so no API answer (personal data, tokens) is ever
 * written to Cache Storage; navigations other than /api/ get the precached page (the router is
 * hash-based, so that is every screen). The registration is the app's own, lazy and tiny
 * (src/app/service-worker.ts): no script is injected into index.html.
 */
export function installableOptions(): Partial<VitePWAOptions> {
  return {
    registerType: 'prompt',
    injectRegister: false,
    manifest: webAppManifest(),
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    workbox: {
      globPatterns: ['index.html', 'assets/*.{js,css}'],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [apiPathPattern, /^\/csp-report/],
      runtimeCaching: [],
      // Hashed file names change with their content: no revision query needed.
      dontCacheBustURLsMatching: /^assets\//,
      // A new release waits until the page lets it take over (never mid-form).
      skipWaiting: false,
      clientsClaim: false,
      cleanupOutdatedCaches: true,
      // One file: no importScripts() of a separate Workbox runtime (a Trusted Types sink).
      inlineWorkboxRuntime: true,
      sourcemap: false,
      mode: 'production',
    },
  };
}
