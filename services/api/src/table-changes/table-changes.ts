import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { AppConfig } from '@slabworks/config';
import { TableChangeFeed, type TableChangeNotice, type TableChangeSource } from '@slabworks/connections';
import { APP_CONFIG } from '../config';

/**
 * This process's one LISTEN for the tables' change notices (migration TableChangeNotices), which
 * keeps the in-memory sessions, memberships and cost policies true (docs/architecture.md, "What the
 * api keeps in memory"). Opened before the api takes requests; until then, and whenever it is
 * down, those caches read through.
 */
@Injectable()
export class TableChanges implements TableChangeSource, OnApplicationBootstrap, OnModuleDestroy {
  private readonly feed: TableChangeFeed;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.feed = new TableChangeFeed(
      { connectionString: config.databaseUrl, application_name: 'slabworks-table-changes' },
      new Logger(TableChanges.name),
    );
  }

  get isLive(): boolean {
    return this.feed.isLive;
  }

  subscribe(listener: (notice: TableChangeNotice) => void): () => void {
    return this.feed.subscribe(listener);
  }

  /** Once this process's caches have heard every change committed so far (a writer reading its change back). */
  caughtUp(): Promise<void> {
    return this.feed.caughtUp();
  }

  onApplicationBootstrap(): Promise<void> {
    return this.feed.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.feed.close();
  }
}
