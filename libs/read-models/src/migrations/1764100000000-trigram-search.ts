import type { MigrationInterface, QueryRunner } from 'typeorm';

/** pg_trgm backs the population report's substring search (a GIN index on the card's search text). */
export class TrigramSearch1764100000000 implements MigrationInterface {
  name = 'TrigramSearch1764100000000';

  async up(q: QueryRunner): Promise<void> {
    // Trusted since PostgreSQL 13: the database owner may create it without superuser.
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
  }

  async down(): Promise<void> {
    // Left in place: other schemas may come to use it.
  }
}
