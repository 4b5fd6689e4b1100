import { CreateContentTables1764000002000 } from './migrations/1764000002000-create-content-tables';
import { SeedContent1764000002100 } from './migrations/1764000002100-seed-content';
import { ContentAdministration1764000002200 } from './migrations/1764000002200-content-administration';
import { SeededImagesPerLanguage1764100000470 } from './migrations/1764100000470-seeded-images-per-language';

// Tables first, then the launch content (banners, popups, news, FAQ, partner shops), then what the
// console needs to edit it, then en and tw versions of the seeded pictures.
export const CONTENT_MIGRATIONS = [
  CreateContentTables1764000002000,
  SeedContent1764000002100,
  ContentAdministration1764000002200,
  SeededImagesPerLanguage1764100000470,
];
