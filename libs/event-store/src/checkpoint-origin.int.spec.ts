import { Client } from 'pg';
import { createTestDatabase, type TestDatabase } from '@slabworks/testing';
import { ForeignCheckpointError, withOrigin } from './checkpoint-origin';
import { createEventStore } from './create-event-store';
import { decodeEsdbCheckpoint, encodeEsdbCheckpoint } from './eventstoredb/eventstoredb-checkpoint';
import { nameStoredCheckpoints } from './name-stored-checkpoints';
import { decodePgCheckpoint, encodePgCheckpoint } from './postgres/postgres-checkpoint';

const legacy = '00000000000000000812:00000000000000000003'; // as stored before checkpoints were named

describe('checkpoints name their adapter', () => {
  it('encodes pg:/esdb:, keeps string order within one store, and reads a legacy (unnamed) one', () => {
    const pg = encodePgCheckpoint({ transactionId: '812', globalPosition: '3' });
    expect(pg).toBe(`pg:${legacy}`);
    expect(encodePgCheckpoint({ transactionId: '812', globalPosition: '2' }) < pg).toBe(true);
    expect(decodePgCheckpoint(legacy)).toEqual(decodePgCheckpoint(pg));
    const esdb = encodeEsdbCheckpoint({ commit: 812n, prepare: 3n });
    expect(esdb).toBe(`esdb:${legacy}`);
    expect(decodeEsdbCheckpoint(legacy)).toEqual({ commit: 812n, prepare: 3n });
  });

  it("refuses the other adapter's checkpoint", () => {
    expect(() => decodePgCheckpoint(`esdb:${legacy}`)).toThrow(ForeignCheckpointError);
    expect(() => decodeEsdbCheckpoint(`pg:${legacy}`)).toThrow(ForeignCheckpointError);
    expect(() => decodePgCheckpoint(`esdb:${legacy}`)).toThrow(
      /EventStoreDB\/KurrentDB event store.*rebuild/,
    );
  });

  describe('with PostgreSQL', () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await createTestDatabase('checkpoint_origin');
    });
    afterAll(async () => {
      await db?.drop();
    });

    it('a projection resuming from an EventStoreDB checkpoint is refused; a legacy one resumes', async () => {
      const store = await createEventStore({ kind: 'postgres', url: db.url });
      try {
        const onEvents = async () => undefined;
        expect(() => store.subscribeToAll({ fromCheckpoint: `esdb:${legacy}` }, { onEvents })).toThrow(
          ForeignCheckpointError,
        );
        await expect(store.readAllForward({ fromCheckpoint: `esdb:${legacy}` })).rejects.toBeInstanceOf(
          ForeignCheckpointError,
        );
        const sub = store.subscribeToAll({ fromCheckpoint: legacy }, { onEvents });
        await sub.close();
        expect((await store.readAllForward({ fromCheckpoint: legacy })).events).toEqual([]);
      } finally {
        await store.close();
      }
    });

    it('names stored legacy checkpoints once, at boot, after the adapter that runs', async () => {
      const client = new Client({ connectionString: db.url });
      await client.connect();
      try {
        expect(await nameStoredCheckpoints(db.url, 'pg')).toBe(0); // no table yet: nothing to do
        await client.query('CREATE SCHEMA read_models');
        await client.query('CREATE TABLE read_models.projection_checkpoints (name text, checkpoint text)');
        await client.query(
          `INSERT INTO read_models.projection_checkpoints VALUES ('orders', $1), ('registry', $2), ('new', NULL)`,
          [legacy, withOrigin('pg', legacy)],
        );
        expect(await nameStoredCheckpoints(db.url, 'pg')).toBe(1);
        expect(await nameStoredCheckpoints(db.url, 'pg')).toBe(0);
        const { rows } = await client.query(
          'SELECT name, checkpoint FROM read_models.projection_checkpoints ORDER BY name',
        );
        expect(rows).toEqual([
          { name: 'new', checkpoint: null },
          { name: 'orders', checkpoint: `pg:${legacy}` },
          { name: 'registry', checkpoint: `pg:${legacy}` },
        ]);
      } finally {
        await client.end();
      }
    });
  });
});
