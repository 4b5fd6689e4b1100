import { CreateAuditTables1764000009000 } from './migrations/1764000009000-create-audit-tables';

export const AUDIT_MIGRATIONS = [CreateAuditTables1764000009000];
