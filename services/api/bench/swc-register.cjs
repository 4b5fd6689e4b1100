// node -r ./services/api/bench/swc-register.cjs <file.ts>: runs the api's TypeScript in plain Node.
// Nest's dependency injection needs decorator metadata, which tsx (esbuild) does not emit; these are
// jest.config.js's swc options. Workspace packages resolve through node_modules to their src/index.ts.
const { readFileSync } = require('node:fs');
const swc = require('@swc/core');

const options = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

require.extensions['.ts'] = function compileTypeScript(module, filename) {
  const { code } = swc.transformSync(readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};
