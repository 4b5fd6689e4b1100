import { CreateAuditTables1764000009000 } from './migrations/1764000009000-create-audit-tables';
import { VerificationHeartbeat1764100000510 } from './migrations/1764100000510-verification-heartbeat';

export const AUDIT_MIGRATIONS = [CreateAuditTables1764000009000, VerificationHeartbeat1764100000510];
