import { CreateContentTables1764000002000 } from './migrations/1764000002000-create-content-tables';
import { SeedContent1764000002100 } from './migrations/1764000002100-seed-content';
import { ContentAdministration1764000002200 } from './migrations/1764000002200-content-administration';
import { SeedPopupImagesPerLanguage1764000002300 } from './migrations/1764000002300-seed-popup-images-per-language';

// Tables first, then the launch content (banners, popups, news, FAQ, partner shops), then what the
// console needs to edit it, then the launch popups' pictures in en and tw.
export const CONTENT_MIGRATIONS = [
  CreateContentTables1764000002000,
  SeedContent1764000002100,
  ContentAdministration1764000002200,
  SeedPopupImagesPerLanguage1764000002300,
];
