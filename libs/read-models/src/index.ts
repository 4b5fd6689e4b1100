import { UnpaidOrdersIndex1764300031200 } from './migrations/1764300031200-unpaid-orders-index';
import { CertificateAutographSports1764400003500 } from './migrations/1764400003500-certificate-autograph-sports';
import { CertificateSlabPhotos1764400034800 } from './migrations/1764400034800-certificate-slab-photos';
import { QueueColumns1764600034300 } from './migrations/1764600034300-queue-columns';
import { WorkerHeartbeat1763770000000 } from './migrations/1763770000000-worker-heartbeat';
import { TrigramSearch1764100000000 } from './migrations/1764100000000-trigram-search';
import { ProjectionTables1764100000010 } from './migrations/1764100000010-projection-tables';
import { OrderListColumns1764100000600 } from './migrations/1764100000600-order-list-columns';
import { WorkerHeartbeatEntity } from './worker-heartbeat/worker-heartbeat.entity';
import { ProjectionCheckpointEntity } from './entities/projection-checkpoint.entity';
import { OrderReadModelEntity } from './entities/order-read-model.entity';
import {
  CertificationEntity,
  CertificationLineageEntity,
  CertificationOrderEntity,
  PopulationCardEntity,
} from './entities/certification.entities';

export {
  WorkerHeartbeatEntity,
  ProjectionCheckpointEntity,
  OrderReadModelEntity,
  CertificationEntity,
  CertificationLineageEntity,
  CertificationOrderEntity,
  PopulationCardEntity,
};

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
export const READ_MODEL_ENTITIES = [
  WorkerHeartbeatEntity,
  ProjectionCheckpointEntity,
  OrderReadModelEntity,
  CertificationOrderEntity,
  CertificationEntity,
  CertificationLineageEntity,
  PopulationCardEntity,
];

export * from './projection';
export * from './orders';
