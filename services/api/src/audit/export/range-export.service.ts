import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '@slabworks/config';
import type { EventStore } from '@slabworks/event-store';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../config';
import { ApiException } from '../../errors';
import { EVENT_STORE } from '../../event-store';
import { streamAuditEventOf } from '../events/audit-event';
import { eventsBehindHorizon, sleep } from '../events/log-horizon';
import { displayNameSql } from '../../member';

/** Events read per page: one page is the most the api holds of an export at any time. */
export const EXPORT_PAGE_SIZE = 250;
/**
 * Chunks stay small enough for V8's young generation: large strings go straight to the old space and
 * wait for a full collection, which let RSS climb by the size of the export.
 */
const CHUNK_CHARS = 32 * 1024;
const DAY_MS = 86_400_000;
/**
 * An event of the range may be out of the log's sight behind a running transaction (log-horizon.ts):
 * the export waits this long for it, then stops unfinished (ABORTED) rather than record an incomplete
 * file as DONE.
 */
export const EXPORT_HORIZON_WAIT_MS = 30_000;
const HORIZON_POLL_MS = 100;

export interface RangeExportRecord {
  id: string;
  from: string;
  to: string;
  /** RUNNING, DONE, or ABORTED when the download stopped before the end. */
  status: string;
  events: number;
  bytes: number;
  /** Hex SHA-256 of the exact bytes sent; set when DONE. */
  sha256: string | null;
  requestedBy: string;
  requestedByName: string | null;
  /** Their role, shown beside the name ("Kim Anna (Auditor)"). */
  requestedByRole: string | null;
  requestedAt: string;
  finishedAt: string | null;
}

interface ExportRow {
  id: string;
  range_from: Date;
  range_to: Date;
  status: string;
  events: number;
  bytes: string;
  sha256: string | null;
  requested_by: string;
  requested_by_name: string | null;
  requested_by_role: string | null;
  requested_at: Date;
  finished_at: Date | null;
}

const recordOf = (r: ExportRow): RangeExportRecord => ({
  id: r.id,
  from: r.range_from.toISOString(),
  to: r.range_to.toISOString(),
  status: r.status,
  events: r.events,
  bytes: Number(r.bytes),
  sha256: r.sha256,
  requestedBy: r.requested_by,
  requestedByName: r.requested_by_name,
  requestedByRole: r.requested_by_role ?? null,
  requestedAt: r.requested_at.toISOString(),
  finishedAt: r.finished_at?.toISOString() ?? null,
});

const SELECT_EXPORTS = `SELECT x.*, ${displayNameSql('m.')} AS requested_by_name, m.role AS requested_by_role
  FROM audit_export x LEFT JOIN member m ON m.id = x.requested_by`;

/**
 * Every event recorded in [from, to) as JSON Lines, read page by page from the store's log and
 * handed to the socket one page at a time (the HTTP stream's back-pressure paces the reads), so the
 * api never holds the range. The SHA-256 of the bytes sent is kept with who asked, for later checks.
 */
@Injectable()
export class RangeExportService {
  private readonly logger = new Logger('RangeExport');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async start(
    from: string,
    to: string,
    requestedBy: string,
  ): Promise<{ id: string; lines: AsyncIterable<Buffer> }> {
    const start = new Date(from);
    const end = new Date(to);
    if (end.getTime() <= start.getTime())
      throw ApiException.validation([{ field: 'to', rule: 'afterFrom', params: {} }]);
    const maxDays = this.config.auditExportMaxDays;
    if (end.getTime() - start.getTime() > maxDays * DAY_MS)
      throw new ApiException(400, 'AUDIT.EXPORT_RANGE_TOO_WIDE', { maxDays }, { maxDays });
    const id = randomUUID();
    await this.dataSource.query(
      `INSERT INTO audit_export (id, range_from, range_to, status, requested_by) VALUES ($1, $2, $3, 'RUNNING', $4)`,
      [id, start, end, requestedBy],
    );
    return { id, lines: this.recordedIfUnread(id, this.lines(id, start.getTime(), end.getTime())) };
  }

  /**
   * A generator closed before its first read never runs its body (nor its finally), so a download
   * dropped before the first byte would stay RUNNING for ever: that case is recorded here.
   */
  private recordedIfUnread(id: string, lines: AsyncGenerator<Buffer>): AsyncIterable<Buffer> {
    let started = false;
    return {
      [Symbol.asyncIterator]: () => ({
        next: () => {
          started = true;
          return lines.next();
        },
        return: async (value?: unknown) => {
          if (!started)
            await this.dataSource
              .query(`UPDATE audit_export SET status = $2, finished_at = now() WHERE id = $1`, [
                id,
                'ABORTED',
              ])
              .catch((error: Error) => this.logger.error(`export ${id} not recorded: ${error.message}`));
          return lines.return(value);
        },
      }),
    };
  }

  private async *lines(id: string, from: number, to: number): AsyncGenerator<Buffer> {
    const hash = createHash('sha256');
    let events = 0;
    let bytes = 0;
    let finished = false;
    const emit = (chunk: string) => {
      const buffer = Buffer.from(chunk);
      hash.update(buffer);
      bytes += buffer.length;
      return buffer;
    };
    try {
      let checkpoint: string | undefined;
      let waitingSince: number | undefined;
      let nothingHiddenBefore = false;
      for (;;) {
        const page = await this.store.readAllForward({
          fromCheckpoint: checkpoint,
          maxCount: EXPORT_PAGE_SIZE,
        });
        let chunk = '';
        for (const event of page.events) {
          const at = event.createdAt.getTime();
          if (at < from || at >= to) continue;
          chunk += `${JSON.stringify(streamAuditEventOf(event))}\n`;
          events += 1;
          if (chunk.length >= CHUNK_CHARS) {
            yield emit(chunk);
            chunk = '';
          }
        }
        if (chunk) yield emit(chunk);
        checkpoint = page.checkpoint;
        const clearBeforeRead = nothingHiddenBefore;
        nothingHiddenBefore = false;
        if (!page.isEnd && page.events.length > 0) continue;
        if (clearBeforeRead) break; // this read began after nothing was out of sight (log-horizon.ts)
        if (!(await eventsBehindHorizon(this.dataSource, new Date(from), new Date(to)))) {
          nothingHiddenBefore = true; // read once more: what came into sight since the read above
          continue;
        }
        waitingSince ??= Date.now();
        if (Date.now() - waitingSince > EXPORT_HORIZON_WAIT_MS)
          throw new Error('events of the range stay behind a running transaction');
        await sleep(HORIZON_POLL_MS);
      }
      finished = true;
    } finally {
      // Runs on completion and when the client hangs up (the stream returns the generator).
      await this.dataSource
        .query(
          `UPDATE audit_export SET status = $2, events = $3, bytes = $4, sha256 = $5, finished_at = now() WHERE id = $1`,
          [id, finished ? 'DONE' : 'ABORTED', events, bytes, finished ? hash.digest('hex') : null],
        )
        .catch((error: Error) => this.logger.error(`export ${id} not recorded: ${error.message}`));
    }
  }

  async find(id: string): Promise<RangeExportRecord> {
    const rows: ExportRow[] = await this.dataSource.query(`${SELECT_EXPORTS} WHERE x.id = $1`, [id]);
    if (!rows[0]) throw ApiException.notFound('AUDIT.EXPORT_NOT_FOUND');
    return recordOf(rows[0]);
  }

  async recent(limit: number): Promise<RangeExportRecord[]> {
    const rows: ExportRow[] = await this.dataSource.query(
      `${SELECT_EXPORTS} ORDER BY x.requested_at DESC LIMIT $1`,
      [limit],
    );
    return rows.map(recordOf);
  }
}
