import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuditActor } from '../events/audit-event';
import { displayNameSql } from '../../member';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Names for the people behind events (member/display-name.sql.ts). Names are looked up at read time and
 * never written into exports, so an export's hash does not change when someone renames themselves.
 */
@Injectable()
export class ActorDirectory {
  constructor(private readonly dataSource: DataSource) {}

  async namesOf(actors: Array<AuditActor | null>): Promise<Map<string, string>> {
    const ids = [...new Set(actors.flatMap((a) => (a && UUID.test(a.id) ? [a.id] : [])))];
    if (ids.length === 0) return new Map();
    const rows: Array<{ id: string; name: string | null }> = await this.dataSource.query(
      `SELECT id::text AS id, ${displayNameSql()} AS name FROM member WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.flatMap((r) => (r.name ? [[r.id, r.name] as const] : [])));
  }

  /** Member ids whose e-mail is exactly this one (case-insensitive). */
  async memberIdsByEmail(email: string): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id::text AS id FROM member WHERE lower(email) = lower($1)`,
      [email],
    );
    return rows.map((r) => r.id);
  }
}
