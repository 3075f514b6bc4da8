import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  installableOptions,
  integrityOf,
  themeColor,
  webAppManifest,
  withIntegrity,
} from './installable.ts';

describe('the production build’s worker and manifest (decisions 013 and 017)', () => {
  const options = installableOptions();

  it('builds our worker into one classic script, precaching the written release and no API', () => {
    expect(options).toMatchObject({
      strategies: 'injectManifest',
      srcDir: 'src/app',
      filename: 'sw.ts',
      injectRegister: false,
    });
    expect(options.injectManifest?.rollupFormat).toBe('iife');
    const patterns = options.injectManifest?.globPatterns ?? [];
    expect(patterns).toContain('index.html');
    expect(patterns.some((pattern) => pattern.includes('api'))).toBe(false);
    // Nothing added beside the folder's files (they would carry no integrity).
    expect(options.includeAssets).toBeUndefined();
    expect(options.includeManifestIcons).toBe(false);
  });

  it('gives every precached file the integrity of its written content (issue 37)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'integrity-'));
    try {
      mkdirSync(join(folder, 'assets'));
      writeFileSync(join(folder, 'index.html'), 'abc');
      writeFileSync(join(folder, 'assets', 'main-1.js'), '');
      const { manifest } = await withIntegrity(folder)([
        { url: 'index.html', revision: '1', size: 3 },
        { url: 'assets/main-1.js', revision: null, size: 0 },
      ]);
      // SHA-384 of "abc" and of nothing (FIPS 180-2 and the SRI spec's examples).
      expect(manifest).toEqual([
        {
          url: 'index.html',
          revision: '1',
          size: 3,
          integrity: 'sha384-ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn',
        },
        {
          url: 'assets/main-1.js',
          revision: null,
          size: 0,
          integrity: 'sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb',
        },
      ]);
      expect(integrityOf(new TextEncoder().encode('abc'))).toBe(manifest[0]?.integrity);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
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
