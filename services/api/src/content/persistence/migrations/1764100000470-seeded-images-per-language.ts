import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The launch banners and popups carry their message in the picture, so en and tw visitors saw
 * Korean (issue #14). Each seeded picture gets an English and a Traditional Chinese version beside
 * it (web/public/content/<name>.<lang>.svg). Only rows still showing a seeded picture and with no
 * image of their own in that language change: an operator's edit is never overwritten.
 */
const SEEDED = /^\/content\/(main-[12](-m)?|top-1(-m)?|popup-[12])\.svg$/.source;

export class SeededImagesPerLanguage1764100000470 implements MigrationInterface {
  name = 'SeededImagesPerLanguage1764100000470';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['banners', 'popups'])
      for (const lang of ['en', 'tw'])
        await q.query(
          `UPDATE ${table}
              SET image = image || jsonb_build_object($2::text, regexp_replace(image ->> 'ko', '\\.svg$', '.' || $2 || '.svg'))
            WHERE image ->> 'ko' ~ $1 AND coalesce(image ->> $2, '') = ''`,
          [SEEDED, lang],
        );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['banners', 'popups'])
      for (const lang of ['en', 'tw'])
        await q.query(
          `UPDATE ${table} SET image = image - $2::text
            WHERE image ->> 'ko' ~ $1 AND image ->> $2 = regexp_replace(image ->> 'ko', '\\.svg$', '.' || $2 || '.svg')`,
          [SEEDED, lang],
        );
  }
}
