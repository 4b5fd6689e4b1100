import type { Pool, PoolClient } from 'pg';
import type { EventStore } from '@slabworks/event-store';
import { sweepPlacements, systemClock, type Clock } from '@slabworks/order-commands';
import { depositsDueBy, unpaidPlacedBy, type SweepCursor } from '@slabworks/read-models';
import { expireDeposit, expireUnpaidOrder } from './expire-at-deadline';

export interface SweepLogger {
  log(message: string): void;
  error(message: string): void;
}

const PAGE = 1000;
const PARALLEL = 16;
const SWEEP_LOCK = "hashtextextended('deadline-sweeper', 0)";

export interface SweepLimits {
  /** UNPAID_ORDER_HOURS: an unpaid order placed longer ago than this may be past its payBy. */
  unpaidOrderHours: number;
  /** PLACEMENT_HOLD_SECONDS: a placing's coupon and photo holds older than this are settled. */
  placementHoldSeconds: number;
}

const DEFAULT_LIMITS: SweepLimits = { unpaidOrderHours: 24, placementHoldSeconds: 300 };

/**
 * Redis is not the source of truth: the read model is. Every interval this expires each
 * WAITING_FOR_DEPOSIT order past its deadline and each unpaid card order past its payBy, so a lost
 * job is late by at most one interval; and it settles placings a crashed api left reserved (coupons
 * and photos held for an order never appended go back). One sweeper at a time across workers
 * (advisory lock); expiry and settling are idempotent anyway.
 */
export class DeadlineSweeper {
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    private readonly pool: Pool,
    private readonly store: EventStore,
    private readonly intervalMs: number,
    private readonly logger: SweepLogger,
    /** What "now" is for a pass (tests move it instead of sleeping until a deadline). */
    private readonly clock: Clock = systemClock,
    private readonly limits: SweepLimits = DEFAULT_LIMITS,
  ) {}

  start(): void {
    const tick = () => {
      this.running = this.sweep().catch((e) => {
        this.logger.error(`deadline sweep failed: ${(e as Error).message}`);
        return 0;
      });
      void this.running.finally(() => {
        if (this.timer !== undefined) this.timer = setTimeout(tick, this.intervalMs);
      });
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One pass; returns how many orders it expired. */
  async sweep(now = this.clock()): Promise<number> {
    const client = await this.pool.connect();
    try {
      const { rows } = await client.query<{ ok: boolean }>(
        `SELECT pg_try_advisory_lock(${SWEEP_LOCK}) AS ok`,
      );
      if (!rows[0]?.ok) return 0;
      try {
        const expired = (await this.expireOverdue(client, now)) + (await this.expireUnpaid(client, now));
        const placements = await sweepPlacements(
          async (text, params) => (await client.query(text, params)).rows,
          this.store,
          new Date(now.getTime() - this.limits.placementHoldSeconds * 1000),
        );
        if (placements.released > 0)
          this.logger.log(`placement sweep gave back the holds of ${placements.released} unplaced order(s)`);
        return expired;
      } finally {
        await client.query(`SELECT pg_advisory_unlock(${SWEEP_LOCK})`);
      }
    } finally {
      client.release();
    }
  }

  private async expireOverdue(client: PoolClient, now: Date): Promise<number> {
    const expired = await this.expireEach(
      (after) => depositsDueBy(client, now, after, PAGE),
      (id) => expireDeposit(this.store, id, () => now),
    );
    if (expired > 0) this.logger.log(`deadline sweep expired ${expired} order(s)`);
    return expired;
  }

  /** Unpaid card orders placed more than UNPAID_ORDER_HOURS ago; decide checks each one's payBy. */
  private async expireUnpaid(client: PoolClient, now: Date): Promise<number> {
    const placedBefore = new Date(now.getTime() - this.limits.unpaidOrderHours * 3_600_000);
    const expired = await this.expireEach(
      (after) => unpaidPlacedBy(client, placedBefore, after, PAGE),
      (id) => expireUnpaidOrder(this.store, id, () => now),
    );
    if (expired > 0) this.logger.log(`deadline sweep expired ${expired} unpaid order(s)`);
    return expired;
  }

  /** Expires every order the pages list, PARALLEL at a time; counts those that did expire. */
  private async expireEach(
    pageAfter: (after: SweepCursor) => Promise<Array<{ orderId: string; at: Date }>>,
    expire: (orderId: string) => Promise<{ outcome: string }>,
  ): Promise<number> {
    let expired = 0;
    let after: SweepCursor = null;
    for (;;) {
      const page = await pageAfter(after);
      const ids = page.map((r) => r.orderId);
      for (let i = 0; i < ids.length; i += PARALLEL) {
        const outcomes = await Promise.all(ids.slice(i, i + PARALLEL).map(expire));
        expired += outcomes.filter((o) => o.outcome === 'EXPIRED').length;
      }
      if (page.length < PAGE) return expired;
      after = page[page.length - 1]!;
    }
  }
}
