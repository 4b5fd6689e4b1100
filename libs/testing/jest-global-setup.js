// One id per jest run: every test database of this run carries it (see test-database.ts).
const { randomBytes } = require('node:crypto');
const { buildMissingBundlesInBackground } = require('./bundles-build');

module.exports = async (globalConfig) => {
  process.env.SW_TEST_RUN = randomBytes(4).toString('hex');
  // A run of every file (npm test, CI) builds the missing api and worker bundles while the other files
  // run; a run of chosen files leaves it to the file that needs them, if any does (bundles-build.js).
  if (!globalConfig.testPathPatterns.isSet()) buildMissingBundlesInBackground();
};
