import type { MigrationInterface, QueryRunner } from 'typeorm';

// Visitor-facing text is jsonb {ko, en, tw} per field (one row per item, all languages together);
// see content/README.md. Time windows are timestamptz; the minute rule lives in the queries.
export class CreateContentTables1764000002000 implements MigrationInterface {
  name = 'CreateContentTables1764000002000';

  async up(q: QueryRunner): Promise<void> {
    const audit = `created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()`;
    const window = `status boolean NOT NULL DEFAULT true, start_at timestamptz NOT NULL, end_at timestamptz NOT NULL,
      CHECK (start_at <= end_at)`;
    await q.query(`CREATE TABLE banners (
      id serial PRIMARY KEY,
      type text NOT NULL CHECK (type IN ('MAIN', 'TOP', 'SUB')),
      device_type text CHECK (device_type IN ('PC', 'MOBILE')),
      title jsonb NOT NULL,
      image_url text NOT NULL,
      color_code text,
      landing_url text,
      sort_order integer NOT NULL DEFAULT 0,
      ${window}, ${audit}
    )`);
    await q.query(`CREATE TABLE popups (
      id serial PRIMARY KEY,
      type text NOT NULL DEFAULT 'POPUP' CHECK (type = 'POPUP'),
      device_type text NOT NULL CHECK (device_type IN ('PC', 'MOBILE')),
      title jsonb NOT NULL,
      image_url text NOT NULL,
      landing_url text,
      sort_order integer NOT NULL DEFAULT 0,
      ${window}, ${audit}
    )`);
    await q.query(`CREATE TABLE promotions (
      id serial PRIMARY KEY,
      title jsonb NOT NULL,
      description jsonb NOT NULL,
      image_url text,
      landing_url text,
      sort_order integer NOT NULL DEFAULT 0,
      ${window}, ${audit}
    )`);
    await q.query(`CREATE TABLE articles (
      id serial PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('NOTICE', 'EVENT', 'COLUMN')),
      title jsonb NOT NULL,
      summary jsonb NOT NULL,
      body jsonb NOT NULL,
      image_url text,
      pinned boolean NOT NULL DEFAULT false,
      status boolean NOT NULL DEFAULT true,
      published_at timestamptz NOT NULL,
      ${audit}
    )`);
    await q.query(`CREATE INDEX articles_kind_published_idx ON articles (kind, published_at DESC)`);
    await q.query(`CREATE TABLE faqs (
      id serial PRIMARY KEY,
      topic text NOT NULL CHECK (topic IN ('GRADING', 'PRICING', 'SHIPPING', 'PAYMENT', 'REHOLDER', 'ACCOUNT')),
      question jsonb NOT NULL,
      answer jsonb NOT NULL,
      sort_order integer NOT NULL DEFAULT 0,
      status boolean NOT NULL DEFAULT true,
      ${audit}
    )`);
    await q.query(`CREATE TABLE partner_shops (
      id serial PRIMARY KEY,
      city jsonb NOT NULL,
      business_name jsonb NOT NULL,
      information jsonb NOT NULL,
      address jsonb NOT NULL,
      number text NOT NULL,
      sort_order integer NOT NULL DEFAULT 0,
      status boolean NOT NULL DEFAULT true,
      ${audit}
    )`);
    // Kept as typed: the language records which language the sender wrote in, for the reply.
    await q.query(`CREATE TABLE partnership_inquiries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text,
      phone text,
      email text,
      company text NOT NULL,
      region text,
      content text NOT NULL,
      language text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'partnership_inquiries',
      'partner_shops',
      'faqs',
      'articles',
      'promotions',
      'popups',
      'banners',
    ])
      await q.query(`DROP TABLE ${table}`);
  }
}
