import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const typedHooksOnly = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector'],
  message: 'Use the typed hooks from shared/session/hooks.',
};

const kitFormOnly = {
  name: 'react-hook-form',
  importNames: ['useForm'],
  message:
    "Use useKitForm from shared/ui/form/use-kit-form: a failed submit focuses the form's error summary.",
};

/** Every folder of src/features is a feature: a new one gets its zone without editing this file. */
const features = readdirSync(join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noHtmlFromStrings = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Never render HTML from strings; server text is always text.',
};

/** One way to show a read's failure and ask again: a screen does not call refetch itself. */
const oneRetry = {
  selector:
    ":matches(MemberExpression[property.name='refetch'], ObjectPattern > Property[key.name='refetch'])",
  message:
    'Show a read through QueryState or QueryErrorAlert (src/shared/ui/query-state.tsx): its Try again asks again.',
};

/**
 * A relative import that climbs out of its folder (`../`, any number) into one of `folders`.
 * no-restricted-imports sees the import as written, so besides the `@/` alias the zones are also
 * closed to `../../panel/api`-style paths (src/testing/lint-zones.test.ts shows both refused).
 */
const climbingInto = (folders) => `^(\\.\\./)+(features/)?(${folders.join('|')})(/|$)`;

/** Imports flow shared -> features -> app; no feature reaches into another (bulletproof-react). */
const layerRules = [
  {
    files: ['src/shared/**/*.{ts,tsx}', 'src/i18n/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [typedHooksOnly],
          patterns: [
            {
              group: ['@/features/*', '@/app/*', '@/mocks/*'],
              message: 'shared/ must not depend on features, app or mocks.',
            },
            {
              regex: climbingInto(['features', 'app', 'mocks']),
              message: 'shared/ must not depend on features, app or mocks.',
            },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [typedHooksOnly, kitFormOnly],
          patterns: [
            {
              group: features
                .filter((other) => other !== feature)
                .map((other) => `@/features/${other}/*`),
              message: 'Features must not import each other; move shared code to src/shared.',
            },
            {
              regex: climbingInto(features.filter((other) => other !== feature)),
              message: 'Features must not import each other; move shared code to src/shared.',
            },
            {
              group: ['@/app/*', '@/mocks/*'],
              message: 'Features must not depend on the app shell or the demo API.',
            },
            {
              regex: climbingInto(['app', 'mocks']),
              message: 'Features must not depend on the app shell or the demo API.',
            },
          ],
        },
      ],
    },
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'coverage',
      'playwright-report',
      'test-results',
      'src/mocks/worker/**',
      'src/mocks/contract/request-validators.js',
      'src/shared/api/schema.d.ts',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-syntax': ['error', noHtmlFromStrings],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noHtmlFromStrings, oneRetry] },
  },
  {
    // Typed linting for every TypeScript file (all are in tsconfig.json); plain JS stays untyped.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [typedHooksOnly] }] },
  },
  ...layerRules,
  {
    files: ['scripts/**/*.{js,mjs}', 'e2e/**/*.ts', '*.config.{js,ts}', 'playwright.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: [
      '**/*.test.{ts,tsx}',
      'src/testing/**',
      'src/mocks/**',
      'e2e/**',
      'src/shared/session/hooks.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  prettier,
);
