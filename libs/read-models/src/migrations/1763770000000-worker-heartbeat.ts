import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WorkerHeartbeat1763770000000 implements MigrationInterface {
  name = 'WorkerHeartbeat1763770000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE worker_heartbeat (
      worker_id text PRIMARY KEY,
      started_at timestamptz NOT NULL,
      seen_at timestamptz NOT NULL
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE worker_heartbeat`);
  }
}
