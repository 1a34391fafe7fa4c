// Shared Jest settings for the server tiers: SWC keeps legacy decorators and their metadata,
// which NestJS and TypeORM read at run time.
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

module.exports = {
  swcTransform: { '^.+\\.(t|j)s$': ['@swc/jest', swcOptions] },
  moduleNameMapper: {
    '^@server/(.*)$': '<rootDir>/server/src/$1',
    '^@domain$': '<rootDir>/libs/domain/src/index.ts',
    '^@domain/(.*)$': '<rootDir>/libs/domain/src/$1',
  },
};
