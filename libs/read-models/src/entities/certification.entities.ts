import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

// The certification-registry projection's tables (ProjectionTables1764100000010 creates them).

/**
 * Each order's folded state, as the registry kept it up to its version 2. Version 3 folds the scored
 * order's stream instead and no longer writes it; the table stays for one release, so a version-2
 * worker still running during a rolling deploy keeps working, and a later migration drops it.
 */
@Entity({ schema: 'read_models', name: 'certification_orders' })
export class CertificationOrderEntity {
  @PrimaryColumn({ name: 'order_id', type: 'text' })
  orderId!: string;

  @Column({ type: 'bigint' })
  revision!: string;

  @Column({ type: 'jsonb' })
  state!: unknown;
}

/** Certification no. → card, grade and holder: the public lookup, albums, the re-holder check. */
@Entity({ schema: 'read_models', name: 'certifications' })
@Index('certifications_order_idx', ['orderId'])
@Index('certifications_member_idx', ['memberId', 'scoredAt'])
@Index('certifications_card_idx', ['cardKey'])
export class CertificationEntity {
  @PrimaryColumn({ name: 'certification_number', type: 'text' })
  certificationNumber!: string;

  @Column({ name: 'order_id', type: 'text' })
  orderId!: string;

  @Column({ name: 'order_number', type: 'text' })
  orderNumber!: string;

  @Column({ name: 'item_id', type: 'text' })
  itemId!: string;

  @Column({ name: 'member_id', type: 'text' })
  memberId!: string;

  @Column({ type: 'text' })
  grade!: string;

  @Column({ name: 'card_category', type: 'text', nullable: true })
  cardCategory!: string | null;

  @Column({ name: 'player_name', type: 'text', nullable: true })
  playerName!: string | null;

  @Column({ name: 'set_name', type: 'text', nullable: true })
  setName!: string | null;

  @Column({ type: 'integer', nullable: true })
  year!: number | null;

  @Column({ name: 'card_number', type: 'text', nullable: true })
  cardNumber!: string | null;

  @Column({ type: 'boolean', nullable: true })
  autograph!: boolean | null;

  @Column({ name: 'sports_type', type: 'text', nullable: true })
  sportsType!: string | null;

  @Column({ name: 'scored_at', type: 'timestamptz' })
  scoredAt!: Date;

  @Column({ name: 'card_key', type: 'text' })
  cardKey!: string;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  photos!: string[];

  /** The finished slab's photos by side (FRONT, BACK): upload ids. */
  @Column({ name: 'slab_photos', type: 'jsonb', default: () => `'{}'` })
  slabPhotos!: Record<string, string>;

  @Column({ name: 'reholdered_at', type: 'timestamptz', nullable: true })
  reholderedAt!: Date | null;
}

/** Every grading and re-holder a certification number went through. */
@Entity({ schema: 'read_models', name: 'certification_lineage' })
export class CertificationLineageEntity {
  @PrimaryColumn({ name: 'certification_number', type: 'text' })
  certificationNumber!: string;

  @PrimaryColumn({ name: 'order_id', type: 'text' })
  orderId!: string;

  @Column({ name: 'order_number', type: 'text' })
  orderNumber!: string;

  @Column({ type: 'text' })
  kind!: string;

  @Column({ type: 'text' })
  grade!: string;

  @Column({ name: 'recorded_at', type: 'timestamptz' })
  recordedAt!: Date;
}

/** Per-card grade counts, so the population report never scans certificates. */
@Entity({ schema: 'read_models', name: 'population_cards' })
@Index('population_cards_total_idx', ['total', 'cardKey'])
export class PopulationCardEntity {
  @PrimaryColumn({ name: 'card_key', type: 'text' })
  cardKey!: string;

  @Column({ name: 'card_category', type: 'text', nullable: true })
  cardCategory!: string | null;

  @Column({ name: 'player_name', type: 'text', nullable: true })
  playerName!: string | null;

  @Column({ name: 'set_name', type: 'text', nullable: true })
  setName!: string | null;

  @Column({ type: 'integer', nullable: true })
  year!: number | null;

  @Column({ name: 'card_number', type: 'text', nullable: true })
  cardNumber!: string | null;

  /** GIN trigram index population_cards_search_idx (the migration; TypeORM cannot declare the opclass). */
  @Column({ name: 'search_text', type: 'text' })
  searchText!: string;

  @Column({ name: 'grade_counts', type: 'jsonb', default: () => `'{}'` })
  gradeCounts!: Record<string, number>;

  @Column({ type: 'integer', default: 0 })
  total!: number;
}
