import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA, type VitePluginPWAAPI, type VitePWAOptions } from 'vite-plugin-pwa';
import en from '../src/i18n/locales/en/common.json' with { type: 'json' };
import pl from '../src/i18n/locales/pl/common.json' with { type: 'json' };

/** The page's theme colour (index.html's <meta name="theme-color">), the header's blue. */
export const themeColor = '#0b3d6b';

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

type ManifestTransform = NonNullable<
  NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']
>[number];

/** A file's Subresource Integrity value (`sha384-` and the base64 digest). */
export function integrityOf(content: Uint8Array): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

/**
 * Gives every precache entry the integrity of the file the build wrote (issue 37). Workbox
 * fetches each entry with it, and the browser refuses an answer whose content differs: a worker
 * of a half-copied release (its sw.js beside the previous release's index.html) fails to install
 * instead of keeping the old page under the new revision, and the next check installs it whole.
 */
export function withIntegrity(outDir: string): ManifestTransform {
  return (entries) => ({
    manifest: entries.map((entry) => ({
      ...entry,
      integrity: integrityOf(readFileSync(join(outDir, entry.url))),
    })),
    warnings: [],
  });
}

/**
 * vite-plugin-pwa's options: the worker is ours (src/app/sw.ts, built into one classic script,
 * sw.js, with Workbox inside: no importScripts(), a Trusted Types sink); the plugin gives it this
 * release's precache list: the page, every chunk of the shell and the screens, both languages'
 * translations, styles, icons and the manifest, each with its integrity. The registration is the
 * app's own, lazy and tiny (src/app/service-worker.ts): no script is injected into index.html.
 */
export function installableOptions(): Partial<VitePWAOptions> {
  return {
    strategies: 'injectManifest',
    srcDir: 'src/app',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: webAppManifest(),
    // Every precached file is found in the folder the build wrote (globPatterns), so each gets
    // its integrity there; none is added beside it (installablePlugins).
    includeManifestIcons: false,
    integration: {
      // The folder the build writes (vite build --outDir included).
      configureOptions(viteConfig, options) {
        const outDir = resolve(viteConfig.root, viteConfig.build.outDir);
        options.injectManifest = {
          ...options.injectManifest,
          manifestTransforms: [withIntegrity(outDir)],
        };
      },
    },
    injectManifest: {
      globPatterns: [
        'index.html',
        'assets/*.{js,css}',
        'favicon.svg',
        'icons/*.png',
        'manifest.webmanifest',
      ],
      // Hashed file names change with their content: no revision query needed.
      dontCacheBustURLsMatching: /^assets\//,
      // A classic script, as the page registers it.
      rollupFormat: 'iife',
      minify: true,
      sourcemap: false,
    },
  };
}

/**
 * vite-plugin-pwa's plugins, and one that drops the precache entries it would add beside the
 * written folder's (the web app manifest, computed before it is written): they would carry no
 * integrity, and the folder holds the same files.
 */
export function installablePlugins(): Plugin[] {
  const plugins = VitePWA(installableOptions());
  const api = plugins.find((plugin) => plugin.name === 'vite-plugin-pwa')?.api as
    VitePluginPWAAPI | undefined;
  if (!api) throw new Error('vite-plugin-pwa: no API to take the precache entries from');
  return [
    ...plugins,
    {
      name: 'precache-from-the-written-folder',
      apply: 'build',
      buildStart() {
        api.extendManifestEntries(() => []);
      },
    },
  ];
}
