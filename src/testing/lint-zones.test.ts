import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Lints one line as if it were a file at `filePath`, and names the rules it breaks. */
async function brokenRules(code: string, filePath: string): Promise<string[]> {
  // The fixture files do not exist, so the type-aware rules (which need them in the TypeScript
  // project) are left out: the zones are about the import paths alone.
  const eslint = new ESLint({
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
    ["import { checkMac } from '@/features/panel/mac';", inApplication],
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
