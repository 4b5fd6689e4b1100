// The content module's one public face: what other api modules use of it (services/api/src/CONVENTIONS.md).
export { ContentModule } from './content.module';
export { CONTENT_MIGRATIONS } from './persistence/content-migrations';
