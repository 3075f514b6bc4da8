import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languageStorageKey } from '@/i18n/languages';
import { earlyPaintTemplateId, earlyReadsGlobal } from '@/shared/api/early-reads-global';
import { sessionStorageKey } from '@/shared/session/persisted-state';
import { stubPaintObserver } from '@/testing/paint-observer';
import { beforeFirstPaint } from './before-first-paint';
import { earlyPaintingAttribute, earlyPaintWaitMs } from '../early-painting';
import { screenPreloadsId } from '../markers';

/** Whether a file the page asks for loads (happy-dom fetches none: as if it did, or failed). */
const filesLoad = (succeed: boolean) => {
  (
    window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
  ).happyDOM.settings.handleDisabledFileLoadingAsSuccess = succeed;
};

describe("the head script's code downloads and early painter", () => {
  /** A signed-in resident at a panel tab, in a language, with index.html's templates. */
  function panelAt(tab: string, language: string, templates: Record<string, string>) {
    for (const [id, markup] of Object.entries(templates)) {
      const template = document.createElement('template');
      template.id = id;
      template.innerHTML = markup;
      document.head.append(template);
    }
    window.sessionStorage.setItem(
      sessionStorageKey,
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
  const run = beforeFirstPaint;
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
    async (tab, language, styles, modules) => {
      panelAt(tab, language, { [earlyPaintTemplateId]: painterTemplate });
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise<Response>(() => {})),
      );
      run();
      await vi.waitFor(() =>
        expect(inHead('script[type="module"]')).toEqual(['./assets/early-paint.js']),
      );
      expect(inHead('link[rel="stylesheet"]')).toEqual(styles);
      expect(inHead('link[rel="modulepreload"]')).toEqual(modules);
      expect(document.getElementById(earlyPaintTemplateId)).toBeNull();
    },
  );

  it("starts the painter at the frame's first paint, not before (decision 006)", async () => {
    const reportPaint = stubPaintObserver();
    panelAt('fees', 'en', { [earlyPaintTemplateId]: painterTemplate });
    run();
    await Promise.resolve();
    expect(inHead('script[type="module"]')).toEqual([]);
    reportPaint(['first-contentful-paint']);
    await vi.waitFor(() =>
      expect(inHead('script[type="module"]')).toEqual(['./assets/early-paint.js']),
    );
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
