import { describe, expect, it } from 'vitest';
import { screenPreloadsId } from '../src/start-up/markers.ts';
import { preloadTemplates } from './preload-shell.ts';

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  css: string[] = [],
) => ({
  type: 'chunk',
  fileName,
  facadeModuleId,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

const hrefs = (template: { children: { attrs: Record<string, unknown> }[] }) =>
  template.children.map((link) => `${String(link.attrs.rel)} ${String(link.attrs.href)}`);

describe("the code's download templates (decision 014)", () => {
  it("give a screen its own graph and its styles, without the shell's", () => {
    const bundle = Object.fromEntries(
      [
        chunk('start.js', '/app/src/app/start.tsx', ['react.js']),
        chunk('react.js', null),
        chunk('home.js', '/app/src/features/home/components/home-screen.tsx', [
          'react.js',
          'format.js',
        ]),
        chunk('format.js', null, [], ['format.css']),
        chunk(
          'panel.js',
          '/app/src/features/panel/components/panel-screen.tsx',
          ['react.js'],
          ['panel.css'],
        ),
        chunk('http.js', '/app/src/shared/api/http-client.ts'),
        chunk('fees.js', '/app/src/features/panel/components/fees-tab.tsx', ['format.js']),
        { type: 'asset', fileName: 'format.css' },
      ].map((output) => [output.fileName, output]),
    );
    const templates = Object.fromEntries(
      preloadTemplates(bundle, 'src/app/start.tsx', {
        home: ['src/features/home/components/home-screen.tsx'],
        'panel-fees': [
          'src/features/panel/components/panel-screen.tsx',
          'src/features/panel/components/fees-tab.tsx',
          'src/shared/api/http-client.ts',
        ],
      }).map((template) => [template.attrs?.id, template]),
    );
    expect(hrefs(templates['shell-preloads'])).toEqual([
      'modulepreload ./start.js',
      'modulepreload ./react.js',
    ]);
    expect(hrefs(templates[screenPreloadsId('home')])).toEqual([
      'modulepreload ./home.js',
      'modulepreload ./format.js',
      'preload ./format.css',
    ]);
    expect(hrefs(templates[screenPreloadsId('panel-fees')])).toEqual([
      'modulepreload ./panel.js',
      'preload ./panel.css',
      'modulepreload ./fees.js',
      'modulepreload ./format.js',
      'preload ./format.css',
      'modulepreload ./http.js',
    ]);
  });

  it('fail the build when a screen has no chunk of its own', () => {
    expect(() =>
      preloadTemplates(
        { 'start.js': chunk('start.js', '/app/src/app/start.tsx') },
        'src/app/start.tsx',
        { home: ['src/features/home/components/home-screen.tsx'] },
      ),
    ).toThrow(/no chunk for src\/features\/home/);
  });
});
