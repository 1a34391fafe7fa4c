// Server unit tests: *.spec.ts beside the code, compiled by SWC with decorator metadata.
const { swcTransform, moduleNameMapper } = require('../test/support/jest-shared.cjs');

module.exports = {
  rootDir: '..',
  displayName: 'server unit',
  testMatch: ['<rootDir>/server/src/**/*.spec.ts'],
  transform: swcTransform,
  moduleNameMapper,
  testEnvironment: 'node',
};
