// One runner for every tier; the tier is in the file name (.unit / .int / .e2e .spec.ts).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/libs', '<rootDir>/services'],
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^@slabworks/domain/testing$': '<rootDir>/libs/domain/src/testing.ts',
    '^@slabworks/(domain|event-store|contracts|read-models|testing|config|order-commands|payments|storage)$':
      '<rootDir>/libs/$1/src/index.ts',
  },
  setupFiles: ['<rootDir>/jest.setup.js'],
  globalSetup: '<rootDir>/libs/testing/jest-global-setup.js',
  globalTeardown: '<rootDir>/libs/testing/jest-global-teardown.js',
  maxWorkers: 2,
  testTimeout: 30000,
};
