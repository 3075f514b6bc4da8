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
  message: 'Use the typed hooks from shared/store/hooks.',
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

/**
 * shared/ in layers, the lowest first: a folder of shared/ imports only folders of lower layers
 * (never one of its own layer or above), so its folders cannot lean on each other in a loop. A
 * new folder of shared/ must be given its layer here (the configuration refuses to load without
 * one); src/testing/lint-zones.test.ts and import-cycles.test.ts check the table.
 */
export const sharedLayers = [
  // What the build and every layer read: variables, hosts, routes; the failures' vocabulary.
  ['config', 'errors'],
  // Pure rules and helpers: formatting, shapes, identifier checks.
  ['lib', 'validation'],
  // A form defined by its schema; the tab's session (account, guest, sign-in and sign-out).
  ['form', 'session'],
  // The HTTP client, RTK Query's root, and the dialogs the client opens (their state).
  ['api'],
  // The store's reducer and typed hooks (every slice above), and what acts on all of it.
  ['store'],
  // The accessible kit.
  ['ui'],
  // Built from the kit and the reads: dialogs, dictionaries, periods, the invoice sub-form.
  ['dialogs', 'dictionaries', 'invoice', 'periods'],
];

const sharedFolders = readdirSync(join(import.meta.dirname, 'src/shared'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const unplaced = sharedFolders.filter((folder) => !sharedLayers.flat().includes(folder));
if (unplaced.length > 0)
  throw new Error(
    `eslint.config.js: give src/shared/${unplaced.join(', ')} a layer in sharedLayers`,
  );

const outOfShared = [
  {
    group: ['@/features/*', '@/app/*', '@/mocks/*', '@/start-up/*'],
    message: 'shared/ must not depend on features, app, start-up or mocks.',
  },
  {
    regex: climbingInto(['features', 'app', 'mocks', 'start-up']),
    message: 'shared/ must not depend on features, app, start-up or mocks.',
  },
];

/** The patterns that keep one folder of shared/ off its own layer and the layers above. */
function layerPatterns(folder) {
  const layer = sharedLayers.findIndex((folders) => folders.includes(folder));
  const above = sharedLayers
    .slice(layer)
    .flat()
    .filter((other) => other !== folder);
  if (above.length === 0) return [];
  const message = `shared/${folder} is below ${above.map((other) => `shared/${other}`).join(', ')} (sharedLayers in eslint.config.js): move the code down, or this file up.`;
  return [
    { group: above.map((other) => `@/shared/${other}/*`), message },
    // From shared/<folder>/x.ts, `../ui/...`; from a sub-folder, `../../ui/...`.
    { regex: `^(\\.\\./)+(shared/)?(${above.join('|')})(/|$)`, message },
  ];
}

/** Imports flow shared -> features -> app; no feature reaches into another (bulletproof-react). */
const layerRules = [
  {
    files: ['src/i18n/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [typedHooksOnly], patterns: outOfShared }],
    },
  },
  ...sharedFolders.map((folder) => ({
    files: [`src/shared/${folder}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [typedHooksOnly], patterns: [...outOfShared, ...layerPatterns(folder)] },
      ],
    },
  })),
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
              group: ['@/app/*', '@/start-up/*', '@/mocks/*'],
              message: 'Features must not depend on the app shell, the start-up or the demo API.',
            },
            {
              regex: climbingInto(['app', 'start-up', 'mocks']),
              message: 'Features must not depend on the app shell, the start-up or the demo API.',
            },
          ],
        },
      ],
    },
  })),
];

const noDemoApi = [
  { group: ['@/mocks/*'], message: 'Only the app starts the demo API (src/app/start.tsx).' },
  {
    regex: climbingInto(['mocks']),
    message: 'Only the app starts the demo API (src/app/start.tsx).',
  },
];

/** What the head script must not carry: it runs before the first paint, as one small script. */
const frameworks = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  'i18next',
  'react-i18next',
  'axios',
].map((name) => ({
  name,
  message: 'The head script runs before the first paint: no framework (src/start-up/README.md).',
}));

/**
 * The start-up (src/start-up/README.md) sits above the app shell: it starts the app, and nothing
 * below imports it. Its head script (src/start-up/head/) is one small classic script: no
 * framework, no shell, no kit.
 */
const startUpRules = [
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [typedHooksOnly],
          patterns: [
            { group: ['@/start-up/*'], message: 'The start-up starts the app, not the other way.' },
            {
              regex: climbingInto(['start-up']),
              message: 'The start-up starts the app, not the other way.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/start-up/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [typedHooksOnly], patterns: noDemoApi }] },
  },
  {
    files: ['src/start-up/head/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [typedHooksOnly, ...frameworks],
          patterns: [
            ...noDemoApi,
            {
              group: ['@/app/*', '@/shared/store/*', '@/shared/ui/*', '@/shared/dialogs/*'],
              message: 'The head script runs before the first paint: no shell, store or kit.',
            },
          ],
        },
      ],
    },
  },
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
  ...layerRules,
  ...startUpRules,
  {
    files: ['scripts/**/*.{js,mjs}', 'e2e/**/*.ts', '*.config.{js,ts}', 'playwright.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'src/testing/**', 'e2e/**', 'src/shared/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...[
    // The demo API stands in for the real backend: it knows the contract, never the app's code,
    // its tests included; only its tests use the test helpers.
    { files: ['src/mocks/**/*.{ts,tsx}'], ignores: ['**/*.test.{ts,tsx}'], also: ['testing'] },
    { files: ['src/mocks/**/*.test.{ts,tsx}'], also: [] },
  ].map(({ also, ...files }) => {
    const zones = ['features', 'app', 'start-up', ...also];
    const message = `The demo API imports no ${zones.join(', ')}: what both need goes to src/shared.`;
    return {
      ...files,
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { group: zones.map((zone) => `@/${zone}/*`), message },
              { regex: climbingInto(zones), message },
            ],
          },
        ],
      },
    };
  }),
  prettier,
);
