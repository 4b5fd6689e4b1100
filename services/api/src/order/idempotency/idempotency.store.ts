import { randomUUID } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { COMMIT_WITHOUT_FLUSH } from '@slabworks/connections';
import { ApiException } from '../../errors';
import { uuidV7, type CarriedCtes } from '@slabworks/order-commands';
import { requestHash } from './stable-hash';

export interface IdempotentIds {
  /** Event ids derive from it, so even a takeover after a crash appends nothing twice. */
  commandId: string;
  /** For commands that create an order: the same key always names the same order. */
  orderId: string;
  /** The ids were minted for this request (not a takeover of a claim left by a dead process). */
  fresh: boolean;
  /**
   * A write of the command's own that may wait for its answer: it goes out in the same statement
   * that stores the answer (one round trip for both, issue #38), or alone when no key was sent.
   * Only for a write whose loss is repaired elsewhere (the placing's confirmation: the sweep).
   */
  withAnswer: (write: CarriedCtes) => void;
}

interface KeyRow {
  route: string;
  request_hash: string;
  command_id: string;
  order_id: string;
  status: number | null;
  response: unknown;
  stale: boolean;
}

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;
// A claim left by a process that died mid-request is taken over after this long.
const STALE_AFTER_SECONDS = 60;

/**
 * Idempotency-Key for member POSTs: the first request claims (member, key) and stores its answer;
 * a retry with the same body gets that answer and appends nothing; the same key with another body
 * is 422 IDEMPOTENCY.KEY_REUSED; a retry while the first is still running is 409 IN_PROGRESS.
 */
@Injectable()
export class IdempotencyStore {
  constructor(private readonly dataSource: DataSource) {}

  async run<T>(
    request: { memberId: string; key: string | undefined; route: string; body: unknown },
    work: (ids: IdempotentIds) => Promise<T>,
  ): Promise<T> {
    if (request.key === undefined) {
      let carried: CarriedCtes | undefined;
      const answer = await work({
        commandId: randomUUID(),
        orderId: uuidV7(),
        fresh: true,
        withAnswer: (write) => (carried = write),
      });
      if (carried)
        await this.dataSource.query(`WITH ${carried.ctes} SELECT 1`, carried.params).catch(() => undefined);
      return answer;
    }
    if (!KEY_PATTERN.test(request.key)) {
      throw ApiException.validation([{ field: 'Idempotency-Key', rule: 'pattern', params: {} }]);
    }
    const hash = requestHash(request.route, request.body);
    // Without its flush: the command's append commits after it and carries it to disk. A crash
    // before that append is durable loses both, and the member's retry claims afresh.
    const claimed: KeyRow[] = await this.dataSource.query(
      `INSERT INTO order_idempotency_key (member_id, key, route, request_hash, command_id, order_id)
       SELECT $1, $2, $3, $4, $5::uuid, $6::uuid FROM ${COMMIT_WITHOUT_FLUSH}
       ON CONFLICT DO NOTHING RETURNING command_id, order_id`,
      [request.memberId, request.key, request.route, hash, randomUUID(), uuidV7()],
    );
    if (claimed.length) return this.complete(request, claimed[0]!, work, true);
    const [row] = (await this.dataSource.query(
      `SELECT route, request_hash, command_id, order_id, status, response,
              created_at < now() - make_interval(secs => $3) AS stale
       FROM order_idempotency_key WHERE member_id = $1 AND key = $2`,
      [request.memberId, request.key, STALE_AFTER_SECONDS],
    )) as KeyRow[];
    if (!row) return this.run(request, work); // released between our insert and select
    if (row.route !== request.route || row.request_hash !== hash) {
      throw new ApiException(HttpStatus.UNPROCESSABLE_ENTITY, 'IDEMPOTENCY.KEY_REUSED');
    }
    if (row.status !== null) return row.response as T;
    if (!row.stale) throw new ApiException(HttpStatus.CONFLICT, 'IDEMPOTENCY.IN_PROGRESS');
    return this.complete(request, row, work, false);
  }

  private async complete<T>(
    request: { memberId: string; key?: string },
    row: Pick<KeyRow, 'command_id' | 'order_id'>,
    work: (ids: IdempotentIds) => Promise<T>,
    fresh: boolean,
  ): Promise<T> {
    try {
      let carried: CarriedCtes | undefined;
      const answer = await work({
        commandId: row.command_id,
        orderId: row.order_id,
        fresh,
        withAnswer: (write) => (carried = write),
      });
      // Without its flush: what the answer says is durable already (the append, the photos'
      // attachment). Lost in a crash, the claim looks abandoned and a retry takes it over after
      // STALE_AFTER_SECONDS: the same command id decides again and appends nothing twice.
      const store = (first: number) =>
        `UPDATE order_idempotency_key SET status = 200, response = $${first + 2}::jsonb, completed_at = now()
         FROM ${COMMIT_WITHOUT_FLUSH} WHERE member_id = $${first} AND key = $${first + 1}`;
      const stored = [request.memberId, request.key, JSON.stringify(answer ?? null)];
      const together = carried
        ? this.dataSource
            .query(`WITH ${carried.ctes}, answer_stored AS (${store(carried.params.length + 1)}) SELECT 1`, [
              ...carried.params,
              ...stored,
            ])
            .then(() => true)
            .catch(() => false) // the carried write is repaired elsewhere; the answer must still be stored
        : Promise.resolve(false);
      if (!(await together)) await this.dataSource.query(store(1), stored);
      return answer;
    } catch (error) {
      // A refused request stored nothing; releasing the key lets the member fix it and retry.
      await this.dataSource.query(`DELETE FROM order_idempotency_key WHERE member_id = $1 AND key = $2`, [
        request.memberId,
        request.key,
      ]);
      throw error;
    }
  }
}
