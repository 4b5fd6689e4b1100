import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Where each projection stands, per schema (live `read_models` or a rebuild/verify scratch schema). */
@Entity({ schema: 'read_models', name: 'projection_checkpoints' })
export class ProjectionCheckpointEntity {
  @PrimaryColumn({ type: 'text' })
  name!: string;

  @PrimaryColumn({ name: 'schema_name', type: 'text' })
  schemaName!: string;

  @Column({ type: 'integer' })
  version!: number;

  @Column({ type: 'text', nullable: true })
  checkpoint!: string | null;

  @Column({ name: 'last_event_at', type: 'timestamptz', nullable: true })
  lastEventAt!: Date | null;

  @Column({ name: 'events_applied', type: 'bigint', default: 0 })
  eventsApplied!: string;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
