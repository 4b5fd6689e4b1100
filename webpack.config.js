// Nest CLI builds each service into one bundle. Our libs are npm workspaces (symlinked into
// node_modules), so they must be bundled, not left external like third-party packages.
const nodeExternals = require('webpack-node-externals');

module.exports = (options) => ({
  ...options,
  externals: [nodeExternals({ allowlist: [/^@slabworks\//] })],
  // The EventStoreDB client is imported dynamically only when selected; keep that import lazy.
  output: { ...options.output, chunkFilename: '[name].chunk.js' },
});
