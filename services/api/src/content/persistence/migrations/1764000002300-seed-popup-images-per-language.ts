import type { MigrationInterface, QueryRunner } from 'typeorm';

// The launch popups' pictures carry their words: English and Traditional Chinese visitors get their
// own drawing (web/public/content/popup-N.{en,tw}.svg). Only rows still showing the seeded Korean
// picture without translations change; a console edit is left as the staff made it.
const SEEDED = ['/content/popup-1.svg', '/content/popup-2.svg'];

export class SeedPopupImagesPerLanguage1764000002300 implements MigrationInterface {
  name = 'SeedPopupImagesPerLanguage1764000002300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE popups
          SET image = image || jsonb_build_object(
                'en', replace(image ->> 'ko', '.svg', '.en.svg'),
                'tw', replace(image ->> 'ko', '.svg', '.tw.svg'))
        WHERE image ->> 'ko' = ANY($1) AND NOT image ? 'en' AND NOT image ? 'tw'`,
      [SEEDED],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE popups SET image = jsonb_build_object('ko', image ->> 'ko')
        WHERE image ->> 'ko' = ANY($1)
          AND image ->> 'en' = replace(image ->> 'ko', '.svg', '.en.svg')
          AND image ->> 'tw' = replace(image ->> 'ko', '.svg', '.tw.svg')`,
      [SEEDED],
    );
  }
}
