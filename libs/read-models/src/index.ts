// The read side: the projections the worker runs, the migrations of their tables, and the named
// reads of those tables. Each table is described once, in its folder (orders/, certifications/,
// projection/ for the checkpoints, worker-heartbeat/): columns, row type, codec and queries.
// Callers pass values to the named reads, never SQL (docs/architecture.md, "Data access").
import { UnpaidOrdersIndex1764300031200 } from './migrations/1764300031200-unpaid-orders-index';
import { CertificateAutographSports1764400003500 } from './migrations/1764400003500-certificate-autograph-sports';
import { CertificateSlabPhotos1764400034800 } from './migrations/1764400034800-certificate-slab-photos';
import { QueueColumns1764600034300 } from './migrations/1764600034300-queue-columns';
import { WorkerHeartbeat1763770000000 } from './migrations/1763770000000-worker-heartbeat';
import { TrigramSearch1764100000000 } from './migrations/1764100000000-trigram-search';
import { ProjectionTables1764100000010 } from './migrations/1764100000010-projection-tables';
import { OrderListColumns1764100000600 } from './migrations/1764100000600-order-list-columns';

/** Migrations of the shared read-side schema, in order; the api's migrate step runs them. */
export const READ_MODEL_MIGRATIONS = [
  WorkerHeartbeat1763770000000,
  TrigramSearch1764100000000,
  ProjectionTables1764100000010,
  OrderListColumns1764100000600,
  UnpaidOrdersIndex1764300031200,
  CertificateAutographSports1764400003500,
  CertificateSlabPhotos1764400034800,
  QueueColumns1764600034300,
];

export { PROJECTIONS } from './projections';
export * from './projection';
export * from './orders';
export * from './certifications';
export * from './worker-heartbeat/worker-heartbeat';
export { directQueryable, readRows, rowsOf, type Page, type Queryable } from './read-db';
