// The database module's one public face: what other api modules use of it (services/api/src/CONVENTIONS.md).
export { DatabaseModule } from './database.module';
export { runMigrations } from './run-migrations';
