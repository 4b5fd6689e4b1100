import { loadConfig } from '@slabworks/config';
import { testKeyPrefix, waitFor } from '@slabworks/testing';
import { blockTestDatabase } from '@slabworks/testing/src/block-test-database';
import { DormancyJobsService } from './dormancy-jobs.service';
import { sweepDormantMembers } from './dormancy-sweep';

// The columns the sweep touches, as the api's member and session migrations create them (the worker
// may not import api code; keep in step with services/api/src/member/persistence/migrations).
const SCHEMA = `
  CREATE TABLE member (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    status text NOT NULL DEFAULT 'NOT_APPROVED',
    last_login_at timestamptz,
    dormant_since timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE TABLE session_family (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    member_id uuid NOT NULL REFERENCES member (id),
    expires_at timestamptz NOT NULL DEFAULT now() + interval '30 days',
    revoked_at timestamptz,
    revoked_reason text
  );`;

const NOW = new Date('2026-06-01T00:00:00Z');
const daysAgo = (d: number, extraMs = 0) => new Date(NOW.getTime() - d * 86_400_000 - extraMs);

describe('dormancy sweep', () => {
  const pg = blockTestDatabase('dormancy', { schema: SCHEMA });
  beforeEach(() => pg.pool.query('TRUNCATE session_family, member'));

  async function member(lastLogin: Date | null, createdAt: Date, status = 'NOT_APPROVED'): Promise<string> {
    const { rows } = await pg.pool.query<{ id: string }>(
      `INSERT INTO member (status, last_login_at, created_at) VALUES ($1, $2, $3) RETURNING id`,
      [status, lastLogin, createdAt],
    );
    await pg.pool.query(`INSERT INTO session_family (member_id) VALUES ($1)`, [rows[0]!.id]);
    return rows[0]!.id;
  }

  it('flips exactly the members past the limit and ends their sessions', async () => {
    const past = await member(daysAgo(365, 1000), daysAgo(800));
    const exactlyAtLimit = await member(daysAgo(365), daysAgo(800));
    const recent = await member(daysAgo(10), daysAgo(800));
    const neverLoggedInOld = await member(null, daysAgo(400));
    const neverLoggedInNew = await member(null, daysAgo(30));
    const withdrawn = await member(daysAgo(900), daysAgo(900), 'WITHDRAWN');
    const approvedOld = await member(daysAgo(500), daysAgo(900), 'APPROVED');

    const { memberIds } = await sweepDormantMembers(pg.pool, 365, NOW);
    expect(memberIds.sort()).toEqual([past, neverLoggedInOld, approvedOld].sort());

    const { rows } = await pg.pool.query(`SELECT id, dormant_since, status FROM member`);
    const dormant = rows.filter((r) => r.dormant_since).map((r) => r.id);
    expect(dormant.sort()).toEqual(memberIds.sort());
    expect(rows.find((r) => r.id === approvedOld).status).toBe('APPROVED'); // restored later as it was
    for (const id of [exactlyAtLimit, recent, neverLoggedInNew, withdrawn])
      expect(rows.find((r) => r.id === id).dormant_since).toBeNull();

    const revoked = await pg.pool.query(
      `SELECT member_id FROM session_family WHERE revoked_reason = 'DORMANT'`,
    );
    expect(revoked.rows.map((r) => r.member_id).sort()).toEqual(memberIds.sort());

    expect((await sweepDormantMembers(pg.pool, 365, NOW)).memberIds).toEqual([]);
  });

  it('follows DORMANCY_DAYS', async () => {
    const a = await member(daysAgo(31), daysAgo(100));
    await member(daysAgo(29), daysAgo(100));
    expect((await sweepDormantMembers(pg.pool, 30, NOW)).memberIds).toEqual([a]);
  });

  it('runs as a daily BullMQ job scheduler whose jobs sweep', async () => {
    const a = await member(new Date(Date.now() - 400 * 86_400_000), new Date(Date.now() - 500 * 86_400_000));
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: pg.db.url,
      REDIS_PREFIX: testKeyPrefix('dormancy'),
    });
    const jobs = new DormancyJobsService(config, pg.pool);
    await jobs.onApplicationBootstrap();
    try {
      const schedulers = await jobs.scheduler.getJobSchedulers();
      expect(schedulers).toEqual([
        expect.objectContaining({ key: 'daily-dormancy-sweep', pattern: '0 0 4 * * *', tz: 'Asia/Seoul' }),
      ]);
      const job = await jobs.scheduler.add('sweep', {});
      await waitFor(() => job.isCompleted(), 10_000, 'the sweep job');
      const { rows } = await pg.pool.query(`SELECT dormant_since FROM member WHERE id = $1`, [a]);
      expect(rows[0].dormant_since).not.toBeNull();
      await jobs.scheduler.obliterate({ force: true });
    } finally {
      await jobs.onApplicationShutdown();
    }
  });
});
