import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Lints one line as if it were a file at `filePath`, and names the rules it breaks; with
 * `config`, under that configuration instead of the one ESLint finds (and caches).
 */
async function brokenRules(
  code: string,
  filePath: string,
  config?: Linter.Config[],
): Promise<string[]> {
  // The fixture files do not exist, so the type-aware rules (which need them in the TypeScript
  // project) are left out: the zones are about the import paths alone.
  const eslint = new ESLint({
    ...(config ? { overrideConfigFile: true, baseConfig: config } : {}),
    overrideConfig: {
      files: ['**/*.ts'],
      languageOptions: { parserOptions: { projectService: false, project: null } },
      rules: {
        '@typescript-eslint/no-floating-promises': 'off',
        '@typescript-eslint/no-misused-promises': 'off',
        '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      },
    },
  });
  const [result] = await eslint.lintText(code, { filePath });
  const rules = (result?.messages ?? []).map((message) => message.ruleId ?? 'parse');
  // A fixture that does not even parse would pass every "allows" case without being linted.
  expect(rules, result?.messages.map((message) => message.message).join('; ')).not.toContain(
    'parse',
  );
  return rules;
}

describe('the import zones (eslint.config.js)', () => {
  const inApplication = 'src/features/application/components/fixture.ts';

  it.each([
    ["import { x } from '@/features/panel/api';", inApplication],
    ["import { checkMac } from '../../panel/mac';", inApplication],
    ["import { checkMac } from '../panel/mac';", 'src/features/application/fixture.ts'],
    ["import { checkMac } from '../../../features/panel/mac';", inApplication],
    ["import { makeStore } from '../../../app/store';", inApplication],
    ["import { x } from '../../features/panel/mac';", 'src/shared/ui/fixture.ts'],
  ])('refuses %s in %s', async (code, filePath) => {
    expect(await brokenRules(`${code}\nexport const y = x;`, filePath)).toContain(
      'no-restricted-imports',
    );
  });

  it.each([
    ["import { x } from '../../api';", inApplication],
    ["import { x } from '../schemas';", inApplication],
    ["import { x } from '@/shared/ui/button';", inApplication],
  ])('allows %s in %s', async (code, filePath) => {
    expect(await brokenRules(`${code}\nexport const y = x;`, filePath)).not.toContain(
      'no-restricted-imports',
    );
  });
}, 60_000);

describe('a feature folder added later', () => {
  const root = `${resolve(dirname(fileURLToPath(import.meta.url)), '../..')}/`;
  const feature = `zone-probe-${process.pid}`;
  const folder = `${root}src/features/${feature}`;
  let config: Linter.Config[];

  beforeAll(async () => {
    mkdirSync(folder, { recursive: true });
    // ESLint caches the configuration it found; the probe reads the file afresh, as a run of
    // `npm run lint` after the folder was made would.
    const url = `${pathToFileURL(`${root}eslint.config.js`).href}?probe=${feature}`;
    config = ((await import(/* @vite-ignore */ url)) as { default: Linter.Config[] }).default;
  });

  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it.each([
    ["import { x } from '@/features/panel/api';", `src/features/${feature}/fixture.ts`],
    ["import { checkMac } from '../panel/mac';", `src/features/${feature}/fixture.ts`],
    [`import { x } from '@/features/${feature}/api';`, 'src/features/panel/fixture.ts'],
    [`import { x } from '../../${feature}/api';`, 'src/features/panel/tabs/fixture.ts'],
  ])('gets its zone without editing the list: refuses %s in %s', async (code, filePath) => {
    expect(await brokenRules(`${code}\nexport const y = x;`, filePath, config)).toContain(
      'no-restricted-imports',
    );
  });

  it('still lets the new feature use shared code', async () => {
    const code = "import { x } from '@/shared/ui/button';\nexport const y = x;";
    expect(await brokenRules(code, `src/features/${feature}/fixture.ts`, config)).not.toContain(
      'no-restricted-imports',
    );
  });
}, 60_000);

describe('one way to retry a read (eslint.config.js)', () => {
  const inPanel = 'src/features/panel/components/fixture.ts';
  const query = 'declare function useRead(): { refetch(): void; isError: boolean };';

  it.each([
    ['a refetch called', `${query}\nexport const retry = () => useRead().refetch();`],
    [
      'a refetch taken out',
      `${query}\nexport const retry = () => {\n  const { refetch } = useRead();\n  return refetch;\n};`,
    ],
  ])("refuses %s in a feature: QueryState's Try again asks again", async (_name, code) => {
    expect(await brokenRules(code, inPanel)).toContain('no-restricted-syntax');
  });

  it('lets shared code (QueryState itself) ask again', async () => {
    const code = `${query}\nexport const retry = () => useRead().refetch();`;
    expect(await brokenRules(code, 'src/shared/ui/fixture.ts')).not.toContain(
      'no-restricted-syntax',
    );
  });

  it('keeps refusing HTML from strings in a feature', async () => {
    const config = (await new ESLint().calculateConfigForFile(
      'src/features/panel/components/fixture.tsx',
    )) as Linter.Config;
    expect(JSON.stringify(config.rules?.['no-restricted-syntax'])).toContain(
      'dangerouslySetInnerHTML',
    );
  });
}, 60_000);

describe("one focus on a failed submit: the form's error summary (eslint.config.js)", () => {
  it("refuses react-hook-form's useForm in a feature", async () => {
    const code = "import { useForm } from 'react-hook-form';\nexport const y = useForm;";
    expect(await brokenRules(code, 'src/features/hotel/components/fixture.ts')).toContain(
      'no-restricted-imports',
    );
  });

  it('lets a feature use the kit and the rest of react-hook-form', async () => {
    const code = [
      "import { useFormContext } from 'react-hook-form';",
      "import { useKitForm } from '@/shared/ui/form/use-kit-form';",
      'export const y = [useFormContext, useKitForm];',
    ].join('\n');
    expect(await brokenRules(code, 'src/features/hotel/components/fixture.ts')).not.toContain(
      'no-restricted-imports',
    );
  });
}, 60_000);

describe("shared/'s layers (sharedLayers in eslint.config.js)", () => {
  it.each([
    ["import { x } from '@/shared/api/base-api';", 'src/shared/session/fixture.ts'],
    ["import { x } from '../api/base-api';", 'src/shared/session/fixture.ts'],
    ["import { x } from '../../ui/button';", 'src/shared/api/sub/fixture.ts'],
    ["import { x } from '@/shared/dialogs/app-dialogs';", 'src/shared/ui/fixture.ts'],
    ["import { x } from '@/shared/store/hooks';", 'src/shared/api/fixture.ts'],
    // The same layer: neither leans on the other.
    ["import { x } from '@/shared/form/definition';", 'src/shared/session/fixture.ts'],
  ])('refuses %s in %s (a layer imports only the layers below it)', async (code, filePath) => {
    expect(await brokenRules(`${code}\nexport const y = x;`, filePath)).toContain(
      'no-restricted-imports',
    );
  });

  it.each([
    ["import { x } from '@/shared/session/account-slice';", 'src/shared/api/fixture.ts'],
    ["import { x } from '../lib/format';", 'src/shared/ui/fixture.ts'],
    ["import { x } from './base-api';", 'src/shared/api/fixture.ts'],
    ["import { x } from '../../ui/button';", 'src/shared/ui/form/fixture.ts'],
  ])('allows %s in %s', async (code, filePath) => {
    expect(await brokenRules(`${code}\nexport const y = x;`, filePath)).not.toContain(
      'no-restricted-imports',
    );
  });

  const root = `${resolve(dirname(fileURLToPath(import.meta.url)), '../..')}/`;
  const load = (tag: string) =>
    import(/* @vite-ignore */ `${pathToFileURL(`${root}eslint.config.js`).href}?probe=${tag}`);

  it('has a layer for every folder of src/shared', async () => {
    const { sharedLayers } = (await load('layers')) as { sharedLayers: string[][] };
    const folders = readdirSync(`${root}src/shared`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !sharedLayers.flat().includes(folder))).toEqual([]);
    expect(new Set(sharedLayers.flat()).size).toBe(sharedLayers.flat().length);
  });

  it('refuses to load while a new folder of src/shared has no layer', async () => {
    const folder = `${root}src/shared/layer-probe-${process.pid}`;
    mkdirSync(folder, { recursive: true });
    try {
      await expect(load(`unplaced-${process.pid}`)).rejects.toThrow(
        `give src/shared/layer-probe-${process.pid} a layer`,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
}, 60_000);

describe('the demo API (src/mocks) stands apart from the app', () => {
  it.each([
    ["import { checkMac } from '@/features/panel/mac';", 'src/mocks/handlers/fixture.ts'],
    ["import { x } from '../../features/panel/mac';", 'src/mocks/handlers/fixture.ts'],
    ["import { x } from '@/app/store';", 'src/mocks/fixture.ts'],
    ["import { x } from '@/testing/file-samples';", 'src/mocks/db/fixture.ts'],
    ["import { x } from '@/features/panel/tabs/fees/fees-tab';", 'src/mocks/fixture.test.ts'],
  ])('refuses %s in %s', async (code, filePath) => {
    expect(await brokenRules(`${code}\nexport const y = x;`, filePath)).toContain(
      'no-restricted-imports',
    );
  });

  it.each([
    ["import { x } from '@/shared/validation/mac';", 'src/mocks/handlers/fixture.ts'],
    ["import { x } from '@/testing/contract-check';", 'src/mocks/handlers/fixture.test.ts'],
  ])('allows %s in %s', async (code, filePath) => {
    expect(await brokenRules(`${code}\nexport const y = x;`, filePath)).not.toContain(
      'no-restricted-imports',
    );
  });
}, 60_000);

describe('the start-up (src/start-up) starts the app; its head script carries no framework', () => {
  it.each([
    ["import { x } from '@/start-up/hand-over';", 'src/app/fixture.ts'],
    ["import { x } from '../start-up/screens';", 'src/app/fixture.ts'],
    ["import { x } from '@/start-up/screens';", 'src/features/panel/fixture.ts'],
    ["import { x } from '@/start-up/markers';", 'src/shared/api/fixture.ts'],
    ["import { x } from '@/mocks/browser';", 'src/start-up/fixture.ts'],
    ["import x from 'react';", 'src/start-up/head/fixture.ts'],
    ["import { x } from 'axios';", 'src/start-up/head/fixture.ts'],
    ["import { x } from '@/app/store';", 'src/start-up/head/fixture.ts'],
    ["import { x } from '@/shared/ui/button';", 'src/start-up/head/fixture.ts'],
  ])('refuses %s in %s', async (code, filePath) => {
    expect(await brokenRules(`${code}\nexport const y = x;`, filePath)).toContain(
      'no-restricted-imports',
    );
  });

  it.each([
    ["import { x } from '@/app/store';", 'src/start-up/fixture.ts'],
    ["import { x } from '@/features/panel/tabs';", 'src/start-up/head/fixture.ts'],
    ["import { x } from '@/shared/session/account';", 'src/start-up/head/fixture.ts'],
  ])('allows %s in %s', async (code, filePath) => {
    expect(await brokenRules(`${code}\nexport const y = x;`, filePath)).not.toContain(
      'no-restricted-imports',
    );
  });
}, 60_000);
