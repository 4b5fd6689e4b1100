import { Client } from 'pg';
import { createTestDatabase } from '@slabworks/testing';
import { COMMIT_WITHOUT_FLUSH } from './commit-without-flush';

describe('COMMIT_WITHOUT_FLUSH', () => {
  let client: Client;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const db = await createTestDatabase('commit-without-flush');
    drop = db.drop;
    client = new Client({ connectionString: db.url });
    await client.connect();
    await client.query('CREATE TABLE counter (day text PRIMARY KEY, last_value int NOT NULL)');
  });

  afterAll(async () => {
    await client.end();
    await drop();
  });

  const setting = async () =>
    (await client.query<{ s: string }>(`SELECT current_setting('synchronous_commit') AS s`)).rows[0]!.s;

  it("turns the flush wait off for its own statement's transaction only", async () => {
    expect(await setting()).toBe('on');
    const { rows } = await client.query<{ last_value: number; during: string }>(
      `INSERT INTO counter (day, last_value) SELECT $1, 1 FROM ${COMMIT_WITHOUT_FLUSH}
       ON CONFLICT (day) DO UPDATE SET last_value = counter.last_value + 1
       RETURNING last_value, current_setting('synchronous_commit') AS during`,
      ['2026-11-27'],
    );
    expect(rows).toEqual([{ last_value: 1, during: 'off' }]);
    // The next statement on the same connection commits with the server's setting again.
    expect(await setting()).toBe('on');
  });

  it('inside an explicit transaction, holds until that transaction ends and no longer', async () => {
    await client.query('BEGIN');
    await client.query(`UPDATE counter SET last_value = last_value + 1 FROM ${COMMIT_WITHOUT_FLUSH}`);
    await client.query('COMMIT');
    expect(await setting()).toBe('on');
    expect((await client.query('SELECT last_value FROM counter')).rows).toEqual([{ last_value: 2 }]);
  });
});
