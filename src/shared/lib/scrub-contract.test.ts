import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  contractFile,
  generateSensitiveFields,
  sensitiveFieldsFile,
  sensitiveFieldsOf,
} from '../../../scripts/sensitive-fields.mjs';
import { scrubEvent, scrubValue } from './scrub';
import sensitiveFields from './sensitive-fields.json';

// An error report's extra data with one field of a form, as a careless breadcrumb could carry it.
const reportWith = (name: string) => ({ extra: { field: { [name]: 'ul. Długa 5', kept: 'yes' } } });

describe('the scrubber and the contract (x-sensitive)', () => {
  afterEach(() => {
    vi.doUnmock('./sensitive-fields.json');
    vi.resetModules();
  });

  it('sensitive-fields.json is what `node scripts/sensitive-fields.mjs` makes of api/openapi.yaml (run it after changing the contract)', async () => {
    const [generated, onDisk] = await Promise.all([
      generateSensitiveFields(),
      readFile(sensitiveFieldsFile, 'utf8'),
    ]);
    expect(onDisk.replace(/\r\n/g, '\n'), 'stale: run the script').toBe(generated);
  }, 60_000);

  it('drops every field the contract marks, in any letter case, whatever it holds', () => {
    expect(sensitiveFields).toEqual(expect.arrayContaining(['pesel', 'bankAccount', 'email']));
    for (const name of sensitiveFields) {
      for (const key of [name, name.toUpperCase()]) {
        const scrubbed = scrubEvent(reportWith(key));
        expect(scrubbed.extra.field, key).toEqual({ kept: 'yes' });
      }
    }
  });

  it('drops a field as soon as the contract marks it', async () => {
    // The unmarked field is kept: words in it are scrubbed, the field itself goes on.
    expect(scrubValue(reportWith('homeAddress')).extra.field).toHaveProperty('homeAddress');

    const copy = await mkdtemp(join(tmpdir(), 'contract-'));
    try {
      const api = resolve(contractFile, '..');
      await cp(api, copy, { recursive: true });
      const paths = join(copy, 'paths/application.yaml');
      const yaml = await readFile(paths, 'utf8');
      const unmarked = '        homeAddress: { type: string, minLength: 1 }';
      expect(yaml).toContain(unmarked);
      await writeFile(
        paths,
        yaml.replace(
          unmarked,
          '        homeAddress: { type: string, minLength: 1, x-sensitive: true }',
        ),
      );
      const marked = await sensitiveFieldsOf(join(copy, 'openapi.yaml'));
      expect(marked).toEqual([...sensitiveFields, 'homeAddress'].sort());

      vi.resetModules();
      vi.doMock('./sensitive-fields.json', () => ({ default: marked }));
      const fresh = await import('./scrub');
      expect(fresh.scrubValue(reportWith('homeAddress')).extra.field).toEqual({ kept: 'yes' });
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  }, 60_000);
});
