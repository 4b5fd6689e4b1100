import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Each worker process stamps its row every few seconds; /api/health reads the newest stamp. */
@Entity({ name: 'worker_heartbeat' })
export class WorkerHeartbeatEntity {
  @PrimaryColumn({ name: 'worker_id', type: 'text' })
  workerId!: string;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt!: Date;

  @Column({ name: 'seen_at', type: 'timestamptz' })
  seenAt!: Date;
}
