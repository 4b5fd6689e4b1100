import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '@slabworks/config';
import { openEventStore, type EventStore } from '@slabworks/event-store';
import { WORKER_CONFIG } from '../database/pg-pool.provider';

export const WORKER_EVENT_STORE = Symbol('WORKER_EVENT_STORE');

@Global()
@Module({
  providers: [
    {
      provide: WORKER_EVENT_STORE,
      inject: [WORKER_CONFIG],
      useFactory: (config: AppConfig): Promise<EventStore> => openEventStore(config),
    },
  ],
  exports: [WORKER_EVENT_STORE],
})
export class WorkerEventStoreModule implements OnApplicationShutdown {
  constructor(@Inject(WORKER_EVENT_STORE) private readonly store: EventStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
