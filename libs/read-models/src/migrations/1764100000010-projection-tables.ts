import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The live read-model tables and the projection checkpoints. Until this migration the worker created
 * them at start, so it says IF NOT EXISTS: a database the worker already built adopts them unchanged.
 * A rebuild or verify copies these tables' shape (LIKE) into its scratch schema, so this migration
 * (and the ones that later alter these tables) is the only definition. After pg_trgm (1764100000000).
 */
export class ProjectionTables1764100000010 implements MigrationInterface {
  name = 'ProjectionTables1764100000010';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS read_models`);
    // (name, schema_name): the live row and any scratch row of a rebuild or verify sit side by side.
    await q.query(`CREATE TABLE IF NOT EXISTS read_models.projection_checkpoints (
      name text NOT NULL,
      schema_name text NOT NULL,
      version integer NOT NULL,
      checkpoint text,
      last_event_at timestamptz,
      events_applied bigint NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (name, schema_name)
    )`);

    // orders projection: the member's lists, order detail and the console queue.
    await q.query(`CREATE TABLE IF NOT EXISTS read_models.orders (
      order_id text PRIMARY KEY,
      member_id text NOT NULL,
      order_number text UNIQUE,
      submit_type text,
      status text NOT NULL,
      processing_status text NOT NULL,
      display_stage text,
      tabs text[] NOT NULL,
      total_qt integer NOT NULL,
      total_amount bigint NOT NULL,
      currency text,
      revision bigint NOT NULL,
      created_at timestamptz NOT NULL,
      placed_at timestamptz,
      updated_at timestamptz NOT NULL,
      deposit_due_at timestamptz,
      state jsonb NOT NULL,
      timeline jsonb NOT NULL,
      ledger jsonb NOT NULL
    )`);
    await q.query(`CREATE INDEX IF NOT EXISTS orders_member_list_idx ON read_models.orders
      (member_id, placed_at DESC, order_id) WHERE status <> 'TEMP_SAVED'`);
    await q.query(`CREATE INDEX IF NOT EXISTS orders_member_drafts_idx ON read_models.orders
      (member_id, updated_at DESC) WHERE status = 'TEMP_SAVED'`);
    await q.query(`CREATE INDEX IF NOT EXISTS orders_queue_idx ON read_models.orders
      (display_stage, processing_status, updated_at)`);
    await q.query(`CREATE INDEX IF NOT EXISTS orders_deposit_due_idx ON read_models.orders
      (deposit_due_at) WHERE deposit_due_at IS NOT NULL`);

    // certification-registry projection: lookup, population report, albums, re-holder check.
    await q.query(`CREATE TABLE IF NOT EXISTS read_models.certification_orders (
      order_id text PRIMARY KEY,
      revision bigint NOT NULL,
      state jsonb NOT NULL
    )`);
    await q.query(`CREATE TABLE IF NOT EXISTS read_models.certifications (
      certification_number text PRIMARY KEY,
      order_id text NOT NULL,
      order_number text NOT NULL,
      item_id text NOT NULL,
      member_id text NOT NULL,
      grade text NOT NULL,
      card_category text,
      player_name text,
      set_name text,
      year integer,
      card_number text,
      scored_at timestamptz NOT NULL,
      card_key text NOT NULL,
      photos text[] NOT NULL DEFAULT '{}',
      reholdered_at timestamptz
    )`);
    await q.query(
      `CREATE INDEX IF NOT EXISTS certifications_order_idx ON read_models.certifications (order_id)`,
    );
    await q.query(`CREATE INDEX IF NOT EXISTS certifications_member_idx ON read_models.certifications
      (member_id, scored_at DESC)`);
    await q.query(
      `CREATE INDEX IF NOT EXISTS certifications_card_idx ON read_models.certifications (card_key)`,
    );
    await q.query(`CREATE TABLE IF NOT EXISTS read_models.certification_lineage (
      certification_number text NOT NULL,
      order_id text NOT NULL,
      order_number text NOT NULL,
      kind text NOT NULL,
      grade text NOT NULL,
      recorded_at timestamptz NOT NULL,
      PRIMARY KEY (certification_number, order_id)
    )`);
    await q.query(`CREATE TABLE IF NOT EXISTS read_models.population_cards (
      card_key text PRIMARY KEY,
      card_category text,
      player_name text,
      set_name text,
      year integer,
      card_number text,
      search_text text NOT NULL,
      grade_counts jsonb NOT NULL DEFAULT '{}',
      total integer NOT NULL DEFAULT 0
    )`);
    // Substring search on any word of the card (player, set, year, category); pg_trgm lives in public.
    await q.query(`CREATE INDEX IF NOT EXISTS population_cards_search_idx ON read_models.population_cards
      USING gin (search_text public.gin_trgm_ops)`);
    await q.query(`CREATE INDEX IF NOT EXISTS population_cards_total_idx ON read_models.population_cards
      (total DESC, card_key)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'population_cards',
      'certification_lineage',
      'certifications',
      'certification_orders',
      'orders',
      'projection_checkpoints',
    ])
      await q.query(`DROP TABLE IF EXISTS read_models.${table}`);
  }
}
