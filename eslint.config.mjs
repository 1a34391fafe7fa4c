import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Module boundaries (docs/module-template.md): a server module reaches another only through
// its exported services and DTOs, never its repository or entities. Entity files may name
// another module's entity for a foreign-key relation; database/ (entity list, seed) is exempt.
// No module imports from bootstrap/ or database/, which sit above the modules.
const serverModules = readdirSync(new URL('./server/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverBoundaries = serverModules.map((name) => {
  const others = serverModules.filter((other) => other !== name);
  return {
    files: [`server/src/modules/${name}/**/*.ts`],
    ignores: [`server/src/modules/${name}/entities/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: others
            .flatMap((other) => [
              {
                group: [
                  `@server/modules/${other}/**/*.repository`,
                  `@server/modules/${other}/entities/*`,
                  `../${other}/**/*.repository`,
                  `../${other}/entities/*`,
                ],
                message: `Use the ${other} module's exported service instead of its repository or entities.`,
              },
            ])
            .concat({
              // Layers: modules use common/ (below them); bootstrap/ and database/ (the entity
              // registry, seed and backup) assemble the modules and sit above them.
              group: [
                '@server/bootstrap/*',
                '@server/database/*',
                '../../bootstrap/*',
                '../../database/*',
              ],
              message:
                'A module imports only downwards: move what it needs into server/src/common.',
            }),
        },
      ],
    },
  };
});

// Typed errors (docs/module-template.md): a module throws its own exception class with a code
// from its enum; Nest's bare HTTP exceptions and hand-written code strings stay out of it.
const typedErrors = {
  files: ['server/src/modules/**/*.ts', 'server/src/common/**/*.ts'],
  ignores: ['**/*.spec.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector:
          'NewExpression[callee.name=/^(BadRequest|Unauthorized|NotFound|Forbidden|NotAcceptable|RequestTimeout|Conflict|Gone|PayloadTooLarge|UnsupportedMediaType|UnprocessableEntity|InternalServerError|NotImplemented|BadGateway|ServiceUnavailable|GatewayTimeout|Http)Exception$/]',
        message:
          "Throw the module's exception class (<module>.exceptions.ts) with a code of its enum.",
      },
      {
        selector: 'NewExpression[callee.name="AppException"]',
        message:
          "Throw the module's exception class (<module>.exceptions.ts) with a code of its enum.",
      },
      {
        selector: 'CallExpression[callee.type="Super"] > Literal.arguments:first-child',
        message: 'Exception codes come from the module enum, not a string literal.',
      },
    ],
  },
};

// Client layers (docs/module-template.md). Shared code (components/, api/, hooks/) knows no
// feature. The composition root (app/, main.tsx) wires features through their index.ts. A
// feature reaches another only through its index.ts (`features/<other>`), never a file inside
// it (`features/<other>/hooks/...`), and the generated API only through its own api/ folder.
const clientFeatures = readdirSync(new URL('./client/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const clientSource = 'client/src';
const otherFeatureInternals = (name) =>
  clientFeatures
    .filter((other) => other !== name)
    .map((other) => ({
      // @client/features/other/x, ../other/x; @client/features/other (the index) passes.
      regex: `^(@client/features/|(\\.\\./)+(features/)?)${other}/(?!index$)`,
      message: `Import the ${other} feature through its index (features/${other}), not its internals.`,
    }));
const generatedApi = {
  regex: '^(@client/|(\\.\\./)+)api/generated/',
  message: "Reach the generated API through the feature's own api/<feature>Api.ts.",
};
const restrictImports = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});
const clientLayers = [
  {
    files: [`${clientSource}/{components,api,hooks}/**/*.{ts,tsx}`],
    rules: restrictImports([
      {
        regex: '^(@client/|(\\.\\./)+|\\./)features(/|$)',
        message:
          'Shared code knows no feature: move what it needs out of the feature, or the code into it.',
      },
    ]),
  },
  {
    files: [`${clientSource}/app/**/*.{ts,tsx}`, `${clientSource}/main.tsx`],
    rules: restrictImports([
      {
        regex: '^(@client/|(\\.\\./)+|\\./)features/[^/]+/',
        message: 'Wire a feature through its index.ts (features/<name>), not its internals.',
      },
    ]),
  },
  ...clientFeatures.flatMap((name) => [
    {
      files: [`${clientSource}/features/${name}/**/*.{ts,tsx}`],
      rules: restrictImports(otherFeatureInternals(name)),
    },
    {
      files: [`${clientSource}/features/${name}/**/*.{ts,tsx}`],
      // Tests may build fixtures from the generated types and probe other endpoints.
      ignores: [`${clientSource}/features/${name}/api/**`, '**/*.test.{ts,tsx}'],
      rules: restrictImports([...otherFeatureInternals(name), generatedApi]),
    },
  ]),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.test-data/**',
      'client/src/api/generated/**',
      'server/src/database/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...serverBoundaries,
  typedErrors,
  ...clientLayers,
  {
    // A file a person can hold in their head (issue 33): split by responsibility past 300.
    files: ['server/src/**/*.ts', 'client/src/**/*.{ts,tsx}', 'libs/**/*.ts', 'scripts/**/*.mjs'],
    ignores: ['**/*.spec.ts', '**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // Tests too (issue 33 item 8): a test file is split by behaviour past 300 lines, shared
    // setup going to a helper module beside it. No exceptions.
    files: [
      'test/**/*.ts',
      'server/src/**/*.spec.ts',
      'client/src/**/*.test.{ts,tsx}',
      'libs/**/*.spec.ts',
    ],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false }] },
  },
);
