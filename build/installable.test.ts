import { describe, expect, it } from 'vitest';
import { apiPathPattern, installableOptions, themeColor, webAppManifest } from './installable.ts';

describe('the production build’s worker and manifest (decision 013)', () => {
  const { workbox } = installableOptions();

  it('caches nothing at run time and never answers a navigation under /api/', () => {
    expect(workbox?.runtimeCaching ?? []).toEqual([]);
    expect(workbox?.navigateFallbackDenylist).toContain(apiPathPattern);
    expect(apiPathPattern.test('/api/v1/app/periods')).toBe(true);
    expect(workbox?.globPatterns?.some((pattern) => pattern.includes('api'))).toBe(false);
  });

  it('waits for the page to let a new release take over', () => {
    expect(workbox?.skipWaiting).toBe(false);
    expect(workbox?.clientsClaim).toBe(false);
  });

  it('names the app in both languages, with the theme colour of the page', () => {
    const manifest = webAppManifest();
    expect(manifest.name).toBe('Domy studenckie · Student dormitories');
    expect(manifest.theme_color).toBe(themeColor);
    expect(manifest.icons?.map((icon) => `${icon.sizes} ${String(icon.purpose)}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });
});
