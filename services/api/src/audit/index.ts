// The audit module's one public face: what other api modules use of it (services/api/src/CONVENTIONS.md).
export { AuditModule } from './audit.module';
export { AUDIT_MIGRATIONS } from './persistence/audit-migrations';
