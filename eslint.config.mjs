import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Module boundaries (docs/module-template.md): a server module reaches another only through
// its exported services and DTOs, never its repository or entities. Entity files may name
// another module's entity for a foreign-key relation; database/ (entity list, seed) is exempt.
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
          patterns: others.flatMap((other) => [
            {
              group: [
                `@server/modules/${other}/**/*.repository`,
                `@server/modules/${other}/entities/*`,
                `../${other}/**/*.repository`,
                `../${other}/entities/*`,
              ],
              message: `Use the ${other} module's exported service instead of its repository or entities.`,
            },
          ]),
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

// Feature boundaries (docs/module-template.md): a client feature reaches another only through
// its index.ts (`features/<other>`), never a file inside it (`features/<other>/hooks/...`).
const clientFeatures = readdirSync(new URL('./client/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const clientBoundaries = clientFeatures.map((name) => ({
  files: [`client/src/features/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: clientFeatures
          .filter((other) => other !== name)
          .map((other) => ({
            // @client/features/other/x, ../other/x; @client/features/other (the index) passes.
            regex: `^(@client/features/|(\\.\\./)+(features/)?)${other}/(?!index$)`,
            message: `Import the ${other} feature through its index (features/${other}), not its internals.`,
          })),
      },
    ],
  },
}));

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
  ...clientBoundaries,
);
