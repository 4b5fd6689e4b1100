// Layer rules from docs/architecture.md: the domain stays pure, services never import each other,
// libs never reach into services.
// Matched against the resolved path (node_modules/<package>/...) as well as the bare name.
const FRAMEWORKS =
  '(^|node_modules/)(@nestjs|typeorm|pg|pg-[^/]+|bullmq|ioredis|@eventstore|@kurrent|express|fastify|@fastify|class-validator|class-transformer|react|react-dom|antd|i18next)(/|$)';

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
