// The api's modules (the folders under services/api/src) form a graph without cycles: a module only
// uses modules below it (docs/architecture.md, "The api's modules"). Checked on folders, so a cycle
// is caught even when no single file closes it. Tests are left out: every e2e spec boots the whole
// app through testing/, and nothing in the product imports a test. The swagger plugin's generated
// metadata is left out too: openapi reads every module's DTOs (lazily, when the document is built).
const base = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'api-no-module-cycles',
      severity: 'error',
      scope: 'folder',
      from: { path: '^services/api/src/[^/]+/?$' },
      to: { circular: true, path: '^services/api/src/[^/]+/?$' },
    },
  ],
  options: {
    ...base.options,
    exclude: {
      path: [
        '(^|/)dist/',
        '[.]spec[.]ts$',
        '/testing/',
        '[.]testing[.]ts$',
        '^services/api/src/[^/]+/testing[.]ts$',
        'plugin-metadata[.]generated[.]ts$',
      ],
    },
  },
};
