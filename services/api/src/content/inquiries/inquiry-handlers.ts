import type { EntityManager } from 'typeorm';
import { displayNameSql } from '../../member';
import type { PartnershipInquiryEntity } from '../persistence/partnership-inquiry.entity';

/**
 * An inquiry as the inbox shows it: besides the staff member's id, who handled it by name and
 * e-mail. Looked up at read time, so a renamed staff member shows under the new name.
 */
export interface InquiryInboxRow {
  id: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  company: string;
  region: string | null;
  content: string;
  language: PartnershipInquiryEntity['language'];
  handledAt: Date | null;
  handledBy: string | null;
  handledByName: string | null;
  /** The handler's role, shown beside the name ("Kim Anna (Operator)"). */
  handledByRole: string | null;
  handledByEmail: string | null;
  createdAt: Date;
}

export async function withHandlers(
  manager: EntityManager,
  rows: PartnershipInquiryEntity[],
): Promise<InquiryInboxRow[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.handledBy ? [row.handledBy] : [])))];
  // Named as every staff screen names a person (displayNameSql): the display name, else nickname or e-mail.
  const staff: Array<{ id: string; name: string | null; role: string | null; email: string }> = ids.length
    ? await manager.query(
        `SELECT id::text AS id, ${displayNameSql()} AS name, role, email FROM member WHERE id = ANY($1::uuid[])`,
        [ids],
      )
    : [];
  const byId = new Map(staff.map((member) => [member.id, member]));
  return rows.map((row) => {
    const handler = row.handledBy ? byId.get(row.handledBy) : undefined;
    return {
      ...row,
      handledByName: handler?.name ?? null,
      handledByRole: handler?.role ?? null,
      handledByEmail: handler?.email ?? null,
    };
  });
}
