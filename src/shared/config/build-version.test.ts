import { describe, expect, it } from 'vitest';
import { buildVersionLabel } from './build-version';
import { env } from './env';

const buildDate = new Date('2026-11-24T19:40:00Z');
const facts = { packageVersion: '0.1.0', gitHash: 'ab12cd3', buildDate };

describe('version label (product.md §1, decision 012)', () => {
  it('is the package version and git hash in a production build', () => {
    expect(buildVersionLabel({ ...facts, mode: 'production' })).toBe('0.1.0+ab12cd3');
  });

  it('is the package version and build date without git', () => {
    expect(buildVersionLabel({ ...facts, mode: 'production', gitHash: undefined })).toBe(
      '0.1.0 (2026-11-24)',
    );
  });

  it.each(['development', 'demo', 'test'])('is "lokalna" in a %s build', (mode) => {
    expect(buildVersionLabel({ ...facts, mode })).toBe('lokalna');
  });

  it('reaches the footer through the build define (this test run is a local build)', () => {
    expect(__BUILD_VERSION__).toBe('lokalna');
    expect(env.versionLabel).toBe('lokalna');
  });
});
