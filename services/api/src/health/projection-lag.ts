import type { DataSource } from 'typeorm';
import type { ProjectionLag } from '@slabworks/contracts';
import type { EventStore } from '@slabworks/event-store';
import { checkpointsIn, eventTypesOf, LIVE_SCHEMA, PROJECTIONS } from '@slabworks/read-models';

// Health is polled often and matters most when the worker is behind: read at most a page of events.
const COUNT_CAP = 1_000;

/** How far each projection trails the store: counted from the store itself, so it works for both adapters. */
export async function projectionLags(
  db: DataSource,
  store: EventStore,
  now = new Date(),
): Promise<ProjectionLag[]> {
  // No table yet (a database migrated before the projection tables were): nothing applied.
  const rows = await checkpointsIn(db, LIVE_SCHEMA).catch(() => []);
  return Promise.all(
    PROJECTIONS.map(async (projection) => {
      const row = rows.find((r) => r.name === projection.name);
      const page = await store.readAllForward({
        fromCheckpoint: row?.checkpoint ?? undefined,
        streamPrefixes: [...projection.streamPrefixes],
        ...eventTypesOf(projection),
        maxCount: COUNT_CAP,
      });
      const oldest = page.events[0];
      return {
        name: projection.name,
        version: row?.version ?? null,
        lagEvents: page.events.length,
        lagEventsCappedAt: COUNT_CAP,
        lagSeconds: oldest
          ? Math.max(0, Math.round((now.getTime() - oldest.createdAt.getTime()) / 100) / 10)
          : 0,
        updatedAt: row?.updatedAt?.toISOString() ?? null,
      };
    }),
  );
}
