import { blockTestDatabase } from '@slabworks/testing/src/block-test-database';
import { READ_MODEL_MIGRATIONS } from '..';

/** A describe block's own database with the read models' tables, a pool and the event store on it. */
export const readModelTestDatabase = (label: string, poolSize: number) =>
  blockTestDatabase(label, { poolSize, eventStore: true, migrations: READ_MODEL_MIGRATIONS });
