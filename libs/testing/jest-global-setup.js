// One id per jest run: every test database of this run carries it (see test-database.ts).
const { randomBytes } = require('node:crypto');

module.exports = async () => {
  process.env.SW_TEST_RUN = randomBytes(4).toString('hex');
};
