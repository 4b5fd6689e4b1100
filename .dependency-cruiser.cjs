// Layer rules from docs/architecture.md: the domain stays pure, services never import each other,
// libs never reach into services; web/src keeps bulletproof-react's boundaries (checked from web/,
// where its tsconfig resolves the @/ alias, so web paths start at src/).
// Matched against the resolved path (node_modules/<package>/...) as well as the bare name.
const FRAMEWORKS =
  '(^|node_modules/)(@nestjs|typeorm|pg|pg-[^/]+|bullmq|ioredis|@eventstore|@kurrent|express|fastify|@fastify|class-validator|class-transformer|react|react-dom|antd|i18next)(/|$)';

// services/api/src/<module>/: tests and their helpers, which other modules' rules let through.
const API_TESTS =
  '([.]spec[.]ts$|/testing/|[.]testing[.]ts$|^services/api/src/testing/|^services/api/src/[^/]+/testing[.]ts$)';
const API_FACE = '^services/api/src/[^/]+/index[.]ts$';

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'libs/domain holds the rules as plain TypeScript: no framework, driver or I/O library.',
      severity: 'error',
      from: { path: '^libs/domain/src' },
      to: { path: FRAMEWORKS },
    },
    {
      name: 'domain-imports-only-domain',
      comment: 'libs/domain may not depend on other libs or services.',
      severity: 'error',
      from: { path: '^libs/domain/src', pathNot: '\\.spec\\.ts$' },
      to: { path: '^(libs/(?!domain/)|services/)' },
    },
    {
      name: 'domain-no-node-io',
      comment: 'decide/evolve get time, ids and prices as inputs; no fs, net or crypto inside.',
      severity: 'error',
      from: { path: '^libs/domain/src', pathNot: '\\.spec\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'no-service-to-service',
      comment: 'api and worker share code through libs only.',
      severity: 'error',
      from: { path: '^services/([^/]+)/' },
      to: { path: '^services/', pathNot: '^services/$1/' },
    },
    {
      name: 'libs-do-not-import-services',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: '^services/' },
    },
    {
      name: 'web-feature-imports-no-other-feature',
      comment: 'bulletproof-react: a feature is self-contained; shared pieces live in lib/ or components/.',
      severity: 'error',
      from: { path: '^(?:web/)?src/features/([^/]+)/' },
      to: { path: '^(?:web/)?src/features/', pathNot: '^(?:web/)?src/features/$1/' },
    },
    {
      name: 'web-shared-imports-no-feature',
      comment: 'lib/, components/ and config/ are used by features, so they import none.',
      severity: 'error',
      from: { path: '^(?:web/)?src/(lib|components|config)/' },
      to: { path: '^(?:web/)?src/features/' },
    },
    {
      name: 'api-module-face',
      comment:
        'An api module (a folder under services/api/src) is used through its index.ts only; what it does not ' +
        'export there is its own business (services/api/src/CONVENTIONS.md). Exempt: tests (*.spec.ts, ' +
        "testing/ folders, *.testing.ts), which may set up another module's rows directly; the swagger " +
        "plugin's generated metadata, which names each DTO by its file; locales/, data that i18n loads.",
      severity: 'error',
      from: {
        path: '^services/api/src/([^/]+)/',
        pathNot: [API_TESTS, 'plugin-metadata[.]generated[.]ts$'],
      },
      to: {
        path: '^services/api/src/[^/]+/',
        pathNot: ['^services/api/src/$1/', API_FACE, '^services/api/src/locales/'],
      },
    },
    {
      name: 'api-root-uses-faces',
      comment:
        'The composition root (app.module.ts, create-app.ts, main.ts) wires modules through their faces too.',
      severity: 'error',
      from: { path: '^services/api/src/[^/]+[.]ts$', pathNot: API_TESTS },
      to: { path: '^services/api/src/[^/]+/', pathNot: [API_FACE, '^services/api/src/locales/'] },
    },
    {
      name: 'api-testing-face-only-in-tests',
      comment:
        "A module's testing.ts (builders, fakes) and the testing/ module are for tests, never for the product.",
      severity: 'error',
      from: { path: '^services/api/src/', pathNot: API_TESTS },
      to: { path: '^services/api/src/([^/]+/testing[.]ts$|testing/)' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
