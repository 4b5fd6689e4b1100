import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EventStore } from '@slabworks/event-store';
import { PROJECTIONS, verifyProjection, type VerifyReport } from '@slabworks/read-models';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { ApiException } from '../../errors';
import { EVENT_STORE } from '../../event-store';
import { displayNameSql } from '../../member';

export interface VerificationRun {
  id: string;
  projection: string;
  /** RUNNING, DONE or FAILED. */
  status: string;
  eventsReplayed: number;
  /** Events the replay will read (counted before it starts); null while counting. */
  eventsTotal: number | null;
  differences: number | null;
  report: VerifyReport | null;
  failure: string | null;
  startedBy: string;
  startedByName: string | null;
  /** Their role, shown beside the name ("Kim Anna (Auditor)"). */
  startedByRole: string | null;
  startedAt: string;
  finishedAt: string | null;
}

interface RunRow {
  id: string;
  projection: string;
  status: string;
  events_replayed: number;
  events_total: number | null;
  differences: number | null;
  report: VerifyReport | null;
  failure: string | null;
  started_by: string;
  started_by_name: string | null;
  started_by_role: string | null;
  started_at: Date;
  finished_at: Date | null;
}

const runOf = (r: RunRow): VerificationRun => ({
  id: r.id,
  projection: r.projection,
  status: r.status,
  eventsReplayed: r.events_replayed,
  eventsTotal: r.events_total,
  differences: r.differences,
  report: r.report,
  failure: r.failure,
  startedBy: r.started_by,
  startedByName: r.started_by_name,
  startedByRole: r.started_by_role ?? null,
  startedAt: r.started_at.toISOString(),
  finishedAt: r.finished_at?.toISOString() ?? null,
});

/** A running run's process marks it this often; a beat older than ABANDONED_AFTER means it stopped. */
const HEARTBEAT_MS = 10_000;
const ABANDONED_AFTER = `interval '60 seconds'`;
export const ABANDONED_FAILURE = 'the api process running this verification stopped';

// A RUNNING run nobody beats for is read as FAILED (finished when it last beat), so no screen polls for ever.
const abandoned = `(r.status = 'RUNNING' AND coalesce(r.heartbeat_at, r.started_at) < now() - ${ABANDONED_AFTER})`;
const SELECT_RUNS = `SELECT r.id, r.projection, r.events_replayed, r.events_total, r.differences, r.report,
    r.started_by, r.started_at,
    CASE WHEN ${abandoned} THEN 'FAILED' ELSE r.status END AS status,
    CASE WHEN ${abandoned} THEN '${ABANDONED_FAILURE}' ELSE r.failure END AS failure,
    CASE WHEN ${abandoned} THEN coalesce(r.heartbeat_at, r.started_at) ELSE r.finished_at END AS finished_at,
    ${displayNameSql('m.')} AS started_by_name, m.role AS started_by_role
  FROM audit_verification_run r LEFT JOIN member m ON m.id = r.started_by`;
/** Progress is written at most this often, so a long replay does not turn into a stream of UPDATEs. */
const PROGRESS_EVERY_MS = 250;
const COUNT_PAGE = 2000;

/**
 * Verification as a run: started by one request, replayed in the background, its progress and result
 * kept in audit_verification_run so any api instance can answer the polling screen and the history.
 */
@Injectable()
export class VerificationRuns {
  private readonly logger = new Logger('VerificationRuns');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async start(name: string, startedBy: string): Promise<VerificationRun> {
    const projection = PROJECTIONS.find((p) => p.name === name);
    if (!projection) throw new ApiException(404, 'ORDER_API.UNKNOWN_PROJECTION', { name });
    const id = randomUUID();
    await this.dataSource.query(
      `INSERT INTO audit_verification_run (id, projection, status, started_by, heartbeat_at)
       VALUES ($1, $2, 'RUNNING', $3, now())`,
      [id, name, startedBy],
    );
    void this.run(id, projection);
    return this.find(id);
  }

  private async run(id: string, projection: (typeof PROJECTIONS)[number]): Promise<void> {
    const update = (sql: string, params: unknown[]) =>
      this.dataSource.query(`UPDATE audit_verification_run SET ${sql} WHERE id = $1`, [id, ...params]);
    const heartbeat = setInterval(
      () => void update('heartbeat_at = now()', []).catch(() => undefined),
      HEARTBEAT_MS,
    );
    try {
      const total = await this.countEvents([...projection.streamPrefixes]);
      await update('events_total = $2', [total]);
      let lastWrite = 0;
      let writing: Promise<unknown> = Promise.resolve();
      const report = await verifyProjection(this.pool(), this.store, projection as never, {
        logger: { warn: (m) => this.logger.warn(m), error: (m) => this.logger.error(m) },
        onProgress: (replayed) => {
          if (Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
          lastWrite = Date.now();
          writing = writing.then(() => update('events_replayed = $2', [replayed])).catch(() => undefined);
        },
      });
      await writing;
      await update(
        `status = 'DONE', events_replayed = $2, events_total = GREATEST(events_total, $2),
         differences = $3, report = $4, finished_at = now()`,
        [report.eventsReplayed, report.differences, JSON.stringify(report)],
      );
    } catch (error) {
      this.logger.error(`verification ${id} failed: ${(error as Error).message}`);
      await update(`status = 'FAILED', failure = $2, finished_at = now()`, [(error as Error).message]).catch(
        () => undefined,
      );
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** The replay's denominator: events of the projection's streams in the log now. */
  private async countEvents(streamPrefixes: string[]): Promise<number> {
    let total = 0;
    let checkpoint: string | undefined;
    for (;;) {
      const page = await this.store.readAllForward({
        fromCheckpoint: checkpoint,
        streamPrefixes,
        maxCount: COUNT_PAGE,
      });
      total += page.events.length;
      if (page.isEnd || page.events.length === 0) return total;
      checkpoint = page.checkpoint;
    }
  }

  // TypeORM's postgres driver keeps a pg Pool; verify needs plain pg clients and transactions.
  private pool(): Pool {
    return (this.dataSource.driver as unknown as { master: Pool }).master;
  }

  async find(id: string): Promise<VerificationRun> {
    const rows: RunRow[] = await this.dataSource.query(`${SELECT_RUNS} WHERE r.id = $1`, [id]);
    if (!rows[0]) throw ApiException.notFound('AUDIT.VERIFICATION_NOT_FOUND');
    return runOf(rows[0]);
  }

  /** The last runs, newest first, without their reports (open one run for its differences). */
  async recent(limit: number): Promise<VerificationRun[]> {
    const rows: RunRow[] = await this.dataSource.query(`${SELECT_RUNS} ORDER BY r.started_at DESC LIMIT $1`, [
      limit,
    ]);
    return rows.map((r) => runOf({ ...r, report: null }));
  }
}
