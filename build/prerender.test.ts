import { gzipSync } from 'node:zlib';
import { resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { headScript } from './prerender';

// The head script as a production build makes it (a build takes seconds of CPU: done while the
// file is collected, which has no time-out).
const script = await headScript(await resolveConfig({ mode: 'production' }, 'build'));

describe('the head script a build writes (src/start-up/head/head-script.ts)', () => {
  it('is one classic script: a function that runs itself, importing nothing', () => {
    expect(script.trim()).toMatch(/^\(function\(\)\{[\s\S]*\}\)\(\);$/);
    expect(script).not.toMatch(/\bimport\s*\(|^\s*(import|export)\b/m);
  });

  it('carries no framework, only the functions it imports', () => {
    for (const marker of ['react.element', 'createSlice', 'i18next', 'axios', 'AxiosError'])
      expect(script).not.toContain(marker);
    // The app's own functions, not copies: its session key, its language key, its panel reads.
    for (const used of ['dormitory:session', 'dormitory:language', '/app/panel/fees/balance'])
      expect(script).toContain(used);
  });

  it('stays small: it is parsed and run before the first paint', () => {
    expect(gzipSync(script).length).toBeLessThan(5 * 1024);
  });
});
