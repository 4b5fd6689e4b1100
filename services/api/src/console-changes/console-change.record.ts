import type { EntityManager } from 'typeorm';

export const CONSOLE_SUBJECTS = [
  'BANNER',
  'POPUP',
  'PROMOTION',
  'ARTICLE',
  'FAQ',
  'PARTNER_SHOP',
  'PARTNERSHIP_INQUIRY',
  'COST_POLICY',
  'MEMBER',
  'PAYMENT_FLAG',
  // Staff notes on an order (console/orders/:id/notes).
  'ORDER_NOTE',
  'COUPON',
  'MEMBER_COUPON',
  'MEMBERSHIP_TIER',
] as const;
export type ConsoleSubject = (typeof CONSOLE_SUBJECTS)[number];

/** One console write: what (subject and id), who, when (the row's default now()), before and after. */
export interface ConsoleChange {
  subject: ConsoleSubject;
  subjectId: string;
  action: 'CREATE' | 'UPDATE' | 'DELETE';
  changedBy: string;
  before: unknown;
  after: unknown;
}

/**
 * Writes the change in the caller's transaction, so the row and its record commit together (content
 * edits, cost policies, member roles). Auditors read console_changes too.
 */
export async function record(manager: EntityManager, change: ConsoleChange): Promise<void> {
  await manager.query(
    `INSERT INTO console_changes (subject, subject_id, action, changed_by, before, after)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      change.subject,
      change.subjectId,
      change.action,
      change.changedBy,
      change.before === null ? null : JSON.stringify(change.before),
      change.after === null ? null : JSON.stringify(change.after),
    ],
  );
}
