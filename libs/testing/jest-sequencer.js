// jest's order (the files it measured slowest first, or the largest when it has no times, as in a
// clean clone), except while the api and worker bundles are missing: the files that run them then go
// after every other int and e2e file, so they find the bundles the full run builds in the background
// (bundles-build.js) instead of waiting for the build, and the unit files still fill the last gaps.
const Sequencer = require('@jest/test-sequencer').default;
const { missingBundles, runsBundles } = require('./bundles-build');

const isUnit = (test) => /\.unit\.spec\.ts$/.test(test.path);

class BundlesLast extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (missingBundles().length === 0) return sorted;
    const late = sorted.filter((test) => !isUnit(test) && runsBundles(test.path));
    if (late.length === 0) return sorted;
    const rest = sorted.filter((test) => !late.includes(test));
    const lastOther = rest.findLastIndex((test) => !isUnit(test));
    return [...rest.slice(0, lastOther + 1), ...late, ...rest.slice(lastOther + 1)];
  }
}

module.exports = BundlesLast;
