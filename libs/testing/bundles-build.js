// The api and worker bundles (dist/services/{api,worker}/main.js) that the journeys and the jest files
// calling privateBundles() run. A clean clone has none, and building them takes minutes of a busy
// 2-core machine: built inside a test file, that file's jest worker ran nothing else meanwhile (215 s
// of the 838 s jest phase on 2026-12-07). A full jest run starts the build in the background instead
// (jest-global-setup.js) and runs those files after the others (jest-sequencer.js), so both workers
// keep running tests while it builds. Whoever builds holds the one lock that
// services/api/src/scale-out/processes.testing.ts and web/e2e/support/real-api.mjs also take.
const { execFileSync, spawn } = require('node:child_process');
const { existsSync, mkdirSync, openSync, readFileSync, rmSync } = require('node:fs');
const { join } = require('node:path');

const REPO = join(__dirname, '..', '..');
const CACHE = join(REPO, 'node_modules', '.cache');
const LOCK = join(CACHE, 'bundles-build.lock');
const LOG = join(CACHE, 'bundles-build.log');
const SERVICES = ['api', 'worker'];

const missingBundles = () =>
  SERVICES.filter((service) => !existsSync(join(REPO, 'dist', 'services', service, 'main.js')));

/** A test file that starts the built bundles (it calls privateBundles). */
const runsBundles = (testPath) => /\bprivateBundles\(/.test(readFileSync(testPath, 'utf8'));

/**
 * Builds the missing bundles in a detached process holding the lock; false when none is missing or
 * another process builds already (a test file or the journeys then wait for its lock as before).
 */
function buildMissingBundlesInBackground() {
  if (missingBundles().length === 0) return false;
  mkdirSync(CACHE, { recursive: true });
  try {
    mkdirSync(LOCK);
  } catch {
    return false;
  }
  const log = openSync(LOG, 'w');
  const child = spawn(process.execPath, [join(__dirname, 'bundles-build.js')], {
    cwd: REPO,
    detached: true,
    stdio: ['ignore', log, log],
  });
  child.unref();
  return true;
}

// The builder (run by buildMissingBundlesInBackground, whose lock it holds and releases). A failed
// build leaves the bundle missing: the first test file that needs it builds it again, in view.
if (require.main === module) {
  try {
    for (const service of missingBundles())
      execFileSync('npx', ['nest', 'build', service], { cwd: REPO, stdio: 'inherit' });
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

module.exports = { buildMissingBundlesInBackground, missingBundles, runsBundles };
