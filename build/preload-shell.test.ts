// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepaintSessionKey, screenPreloadsId } from '../src/app/prepaint.ts';
import { languageStorageKey } from '../src/i18n/languages.ts';
import { earlyPaintTemplateId, earlyReadsGlobal } from '../src/shared/api/early-reads.ts';
import { earlyPaintingAttribute, earlyPaintWaitMs } from '../src/shared/config/early-painting.ts';
import { stubPaintObserver } from '../src/testing/paint-observer.ts';
import { panelTabs, prerenderedScreens } from '../src/shared/config/prerendered-screens.ts';
import { preloadTemplates, prerenderedScreenModules } from './preload-shell.ts';
import { headScript } from './prerender.ts';

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
  it('name the code of every prerendered screen', () => {
    expect(Object.keys(prerenderedScreenModules).sort()).toEqual(
      prerenderedScreens.map(({ screen }) => screen).sort(),
    );
  });

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
        chunk('register.js', '/app/src/features/application/components/register-screen.tsx'),
        chunk('hotel.js', '/app/src/features/hotel/components/hotel-screen.tsx'),
        chunk(
          'panel.js',
          '/app/src/features/panel/components/panel-screen.tsx',
          ['react.js'],
          ['panel.css'],
        ),
        chunk('http.js', '/app/src/shared/api/http-client.ts'),
        ...panelTabs.map((tab) =>
          chunk(`${tab}.js`, `/app/src/features/panel/components/${tab}-tab.tsx`, ['format.js']),
        ),
        { type: 'asset', fileName: 'format.css' },
      ].map((output) => [output.fileName, output]),
    );
    const templates = Object.fromEntries(
      preloadTemplates(bundle, 'src/app/start.tsx').map((template) => [
        template.attrs?.id,
        template,
      ]),
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
      ),
    ).toThrow(/no chunk for src\/features\/home/);
  });
});

/** Whether a file the page asks for loads (happy-dom fetches none: as if it did, or failed). */
const filesLoad = (succeed: boolean) => {
  (
    window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
  ).happyDOM.settings.handleDisabledFileLoadingAsSuccess = succeed;
};

describe('the head script', () => {
  /** A signed-in resident at a panel tab, in a language, with index.html's templates. */
  function panelAt(tab: string, language: string, templates: Record<string, string>) {
    for (const [id, markup] of Object.entries(templates)) {
      const template = document.createElement('template');
      template.id = id;
      template.innerHTML = markup;
      document.head.append(template);
    }
    window.sessionStorage.setItem(
      prepaintSessionKey,
      JSON.stringify({
        account: { access_token: 'demo.1001.x', token_type: 'Bearer', login: 'j' },
      }),
    );
    window.localStorage.setItem(languageStorageKey, language);
    window.location.hash = `#/panel?tab=${tab}`;
    // Reads that never answer (a test that counts them stubs its own fetch).
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
  }
  const inHead = (selector: string) =>
    [...document.head.querySelectorAll(`:scope > ${selector}`)].map(
      (node) => node.getAttribute('href') ?? node.getAttribute('src'),
    );
  const painterTemplate = [
    '<script type="module" src="./assets/early-paint.js"></script>',
    '<link rel="modulepreload" href="./assets/plain-format.js">',
    '<link rel="stylesheet" href="./assets/panel.css" data-tab="fees">',
    '<link rel="stylesheet" href="./assets/panel.css" data-tab="documents">',
    '<link rel="stylesheet" href="./assets/card-table.css" data-tab="documents">',
    '<link rel="modulepreload" href="./assets/locale-en-panel.js" data-language="en">',
    '<link rel="modulepreload" href="./assets/locale-pl-panel.js" data-language="pl">',
  ].join('');
  const run = () => new Function(headScript({ byHost: {}, otherwise: '/api/v1' }))();
  const earlyReads = () =>
    (window as unknown as Record<string, { donePainting: () => void } | undefined>)[
      earlyReadsGlobal
    ];

  // The painter's script and styles load as if fetched (happy-dom fetches no files): a failed
  // painter would let the code start at once.
  beforeEach(() => {
    filesLoad(true);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.querySelectorAll('template, link, script').forEach((node) => node.remove());
    window.sessionStorage.clear();
    window.localStorage.clear();
    window.location.hash = '';
    delete (window as unknown as Record<string, unknown>)[earlyReadsGlobal];
  });

  it("asks for a signed-in panel's reads before it starts the code's downloads", async () => {
    panelAt('fees', 'en', {
      [screenPreloadsId('panel-fees')]: '<link rel="modulepreload" href="./assets/fees.js">',
    });
    const preloadsWhenAsked: number[] = [];
    const fetch = vi.fn(() => {
      preloadsWhenAsked.push(document.querySelectorAll('link[rel="modulepreload"]').length);
      return new Promise<Response>(() => {});
    });
    vi.stubGlobal('fetch', fetch);
    run();
    expect(fetch).toHaveBeenCalled();
    expect(preloadsWhenAsked.every((count) => count === 0)).toBe(true);
    await vi.waitFor(() =>
      expect(inHead('link[rel="modulepreload"]')).toEqual(['./assets/fees.js']),
    );
  });

  it.each([
    [
      'fees',
      'en',
      ['./assets/panel.css'],
      ['./assets/plain-format.js', './assets/locale-en-panel.js'],
    ],
    [
      'documents',
      'pl',
      ['./assets/panel.css', './assets/card-table.css'],
      ['./assets/plain-format.js', './assets/locale-pl-panel.js'],
    ],
  ])(
    "starts the early painter beside the reads on the %s tab, with the tab's styles and the page's words (%s)",
    (tab, language, styles, modules) => {
      panelAt(tab, language, { [earlyPaintTemplateId]: painterTemplate });
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise<Response>(() => {})),
      );
      run();
      expect(inHead('script[type="module"]')).toEqual(['./assets/early-paint.js']);
      expect(inHead('link[rel="stylesheet"]')).toEqual(styles);
      expect(inHead('link[rel="modulepreload"]')).toEqual(modules);
      expect(document.getElementById(earlyPaintTemplateId)).toBeNull();
    },
  );

  it("starts the painter at the frame's first paint, not before (decision 006)", () => {
    const reportPaint = stubPaintObserver();
    panelAt('fees', 'en', { [earlyPaintTemplateId]: painterTemplate });
    run();
    expect(inHead('script[type="module"]')).toEqual([]);
    reportPaint(['first-contentful-paint']);
    expect(inHead('script[type="module"]')).toEqual(['./assets/early-paint.js']);
  });

  it("starts the code's downloads at once when the painter does not load", async () => {
    filesLoad(false);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    panelAt('fees', 'en', {
      [earlyPaintTemplateId]: painterTemplate,
      [screenPreloadsId('panel-fees')]: '<link rel="modulepreload" href="./assets/fees.js">',
    });
    run();
    await vi.waitFor(() =>
      expect(inHead('link[rel="modulepreload"]')).toContain('./assets/fees.js'),
    );
    expect(document.documentElement.hasAttribute(earlyPaintingAttribute)).toBe(false);
  });

  it('starts no painter on a tab it does not paint', () => {
    panelAt('internet', 'en', { [earlyPaintTemplateId]: painterTemplate });
    run();
    expect(inHead('script, link')).toEqual([]);
    expect(document.getElementById(earlyPaintTemplateId)).not.toBeNull();
  });

  it("starts the code's downloads once the painter is done, not before", async () => {
    panelAt('fees', 'en', {
      [earlyPaintTemplateId]: painterTemplate,
      [screenPreloadsId('panel-fees')]: '<link rel="modulepreload" href="./assets/fees.js">',
    });
    vi.useFakeTimers();
    try {
      run();
      await vi.advanceTimersByTimeAsync(earlyPaintWaitMs - 1);
      expect(inHead('link[rel="modulepreload"]')).not.toContain('./assets/fees.js');
      earlyReads()?.donePainting();
      await vi.advanceTimersByTimeAsync(0);
      expect(inHead('link[rel="modulepreload"]')).toContain('./assets/fees.js');
    } finally {
      vi.useRealTimers();
    }
  });
});
