// After every worker has exited, drop this run's test databases (nothing holds a connection now).
const { Client } = require('pg');

module.exports = async () => {
  const run = process.env.SW_TEST_RUN;
  if (!run) return;
  const server = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/slabworks');
  server.pathname = '/postgres';
  const client = new Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
      `sw_r${run}_`,
    ]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
};
