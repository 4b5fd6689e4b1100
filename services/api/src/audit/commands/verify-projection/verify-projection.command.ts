import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { EventStore } from '@slabworks/event-store';
import { PROJECTIONS, verifyProjection, type VerifyReport } from '@slabworks/read-models';
import { ApiException } from '../../../errors';
import { EVENT_STORE } from '../../../event-store';

export class VerifyProjectionCommand extends Command<VerifyReport> {
  constructor(readonly name: string) {
    super();
  }
}

/**
 * Replays a projection from the first event into scratch tables up to the live checkpoint and
 * reports every row that differs from live (libs/read-models verifyProjection; live is never written).
 */
@CommandHandler(VerifyProjectionCommand)
export class VerifyProjectionHandler implements ICommandHandler<VerifyProjectionCommand, VerifyReport> {
  private readonly logger = new Logger('VerifyProjection');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  execute(command: VerifyProjectionCommand): Promise<VerifyReport> {
    const projection = PROJECTIONS.find((p) => p.name === command.name);
    if (!projection) throw new ApiException(404, 'ORDER_API.UNKNOWN_PROJECTION', { name: command.name });
    // TypeORM's postgres driver keeps a pg Pool; verify needs plain pg clients and transactions.
    const pool = (this.dataSource.driver as unknown as { master: Pool }).master;
    const logger = {
      warn: (message: string) => this.logger.warn(message),
      error: (message: string) => this.logger.error(message),
    };
    return verifyProjection(pool, this.store, projection as never, { logger });
  }
}
