import type { AuditActor } from '@/lib/api/generated/slabworks-api';

export type ActorKind = 'member' | 'staff' | 'worker' | 'provider' | 'unknown';

/**
 * Who an event's actor is, in the auditor's words. The payment webhook appends as SYSTEM with a
 * `provider:<name>` id; every other SYSTEM actor is a worker job. No actor: written before actors.
 */
export const actorKindOf = (actor: AuditActor | null): ActorKind => {
  if (!actor) return 'unknown';
  if (actor.role === 'MEMBER') return 'member';
  if (actor.role === 'OPERATOR' || actor.role === 'ADMIN') return 'staff';
  return actor.id.startsWith('provider:') ? 'provider' : 'worker';
};
