import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '@slabworks/config';
import { openEventStore, type EventStore } from '@slabworks/event-store';
import { APP_CONFIG } from '../config';

export const EVENT_STORE = Symbol('EVENT_STORE');

@Global()
@Module({
  providers: [
    {
      provide: EVENT_STORE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): Promise<EventStore> => openEventStore(config),
    },
  ],
  exports: [EVENT_STORE],
})
export class EventStoreModule implements OnApplicationShutdown {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
