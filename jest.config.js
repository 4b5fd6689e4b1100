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

// ESM-only packages of social log-in (openid-client, oidc-provider and their jose/oauth4webapi):
// Node 20 requires them natively (require(esm)), jest's module registry does not, so swc turns them
// into CommonJS for the tests only; the api bundle leaves them external as usual.
const ESM_PACKAGES = ['openid-client', 'oauth4webapi', 'jose', 'oidc-provider'];
const swcEsm = ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/libs', '<rootDir>/services', '<rootDir>/scripts'],
  testMatch: ['**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': swc,
    [`/node_modules/(${ESM_PACKAGES.join('|')})/.+\\.js$`]: swcEsm,
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  moduleNameMapper: {
    '^@slabworks/domain/testing$': '<rootDir>/libs/domain/src/testing.ts',
    '^@slabworks/(domain|event-store|contracts|read-models|testing|config|order-commands|payments|storage|connections)$':
      '<rootDir>/libs/$1/src/index.ts',
  },
  setupFiles: ['<rootDir>/jest.setup.js'],
  globalSetup: '<rootDir>/libs/testing/jest-global-setup.js',
  testSequencer: '<rootDir>/libs/testing/jest-sequencer.js',
  globalTeardown: '<rootDir>/libs/testing/jest-global-teardown.js',
  // Two by default; JEST_MAX_WORKERS=3 .ci/run times a third beside the journeys (docs/testing.md, Times).
  maxWorkers: Number(process.env.JEST_MAX_WORKERS) || 2,
  testTimeout: 30000,
};
