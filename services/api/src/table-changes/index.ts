// The table-changes module's public face (services/api/src/CONVENTIONS.md).
export { TableChangesModule } from './table-changes.module';
export { TableChanges } from './table-changes';
