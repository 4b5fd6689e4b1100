import { Inject, Injectable } from '@nestjs/common';
import { gradingOrderStream } from '@slabworks/domain';
import type { EventStore } from '@slabworks/event-store';
import type { AppConfig } from '@slabworks/config';
import { LIVE_SCHEMA, readCheckpoint } from '@slabworks/read-models';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../config';
import { EVENT_STORE } from '../../event-store';

/** What a client read back from a command: the order and the stream revision the command produced. */
export interface WrittenRevision {
  orderId: string;
  minRevision: number;
}

const POLL_MS = 25;
const ORDERS_PROJECTION = 'orders';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Read-your-writes over the asynchronous projection: a read that names a write waits (at most
 * READ_YOUR_WRITES_WAIT_MS, then answers with what is there) until the orders read model has
 * applied it. "Applied" is the projection's checkpoint having passed the position of that event in
 * the store (checkpoint and rows are written in one transaction), so it also holds for a write that
 * removes the row (a discarded draft) and for lists, not only for the order's own row. A revision the
 * stream has not reached waits for its last write; an order without a stream answers at once.
 */
@Injectable()
export class ReadYourWrites {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async await(written: WrittenRevision | undefined): Promise<void> {
    if (!written) return;
    const deadline = Date.now() + this.config.readYourWritesWaitMs;
    const stream = await this.store.read(gradingOrderStream(written.orderId));
    // A revision beyond the stream (a typo, another order's) waits for the stream's last write.
    const event = stream.find((e) => e.revision >= written.minRevision) ?? stream[stream.length - 1];
    if (!event) return;
    while (!(await this.applied(event.position)) && Date.now() < deadline) await sleep(POLL_MS);
  }

  private async applied(position: string): Promise<boolean> {
    const checkpoint = (
      await readCheckpoint(this.dataSource, ORDERS_PROJECTION, LIVE_SCHEMA).catch(() => undefined)
    )?.checkpoint; // no checkpoint table before the worker's first run: not applied yet
    // Positions of one store compare as strings in log order (libs/event-store's port).
    return typeof checkpoint === 'string' && checkpoint >= position;
  }
}
