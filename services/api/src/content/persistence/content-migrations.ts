import { CreateContentTables1764000002000 } from './migrations/1764000002000-create-content-tables';
import { SeedContent1764000002100 } from './migrations/1764000002100-seed-content';

// Tables first, then the launch content (banners, popups, news, FAQ, partner shops).
export const CONTENT_MIGRATIONS = [CreateContentTables1764000002000, SeedContent1764000002100];
