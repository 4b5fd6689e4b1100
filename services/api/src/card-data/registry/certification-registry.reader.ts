import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

const UNDEFINED_TABLE = '42P01';

export interface CertificateRow {
  certificationNumber: string;
  memberId: string;
  grade: string;
  cardCategory: string | null;
  playerName: string | null;
  setName: string | null;
  year: number | null;
  cardNumber: string | null;
  scoredAt: string;
  reholderedAt: string | null;
  cardKey: string;
  photos: string[];
}

export interface LineageRow {
  kind: 'GRADED' | 'REHOLDER';
  grade: string;
  recordedAt: string;
}

const COLUMNS = `certification_number AS "certificationNumber", member_id AS "memberId", grade,
  card_category AS "cardCategory", player_name AS "playerName", set_name AS "setName", year,
  card_number AS "cardNumber", scored_at AS "scoredAt", reholdered_at AS "reholderedAt",
  card_key AS "cardKey", photos`;

const iso = (v: unknown): string | null =>
  v instanceof Date ? v.toISOString() : v == null ? null : String(v);

/**
 * Reads the worker's certification registry (read_models.certifications and friends). Before the
 * worker's first run the tables do not exist: nothing is graded yet, so every read answers empty.
 */
@Injectable()
export class CertificationRegistryReader {
  constructor(private readonly dataSource: DataSource) {}

  async one(certificationNumber: string): Promise<CertificateRow | null> {
    return (await this.many([certificationNumber]))[0] ?? null;
  }

  async many(numbers: readonly string[]): Promise<CertificateRow[]> {
    if (numbers.length === 0) return [];
    const rows = await this.query<Record<string, unknown>>(
      `SELECT ${COLUMNS} FROM read_models.certifications WHERE certification_number = ANY($1::text[])`,
      [numbers],
    );
    const byNumber = new Map(rows.map((r) => [r.certificationNumber as string, toRow(r)]));
    return numbers.flatMap((n) => byNumber.get(n) ?? []);
  }

  /** The member's graded cards, newest first (a re-holder moves a card to its new holder). */
  async heldBy(
    memberId: string,
    limit: number,
    offset: number,
  ): Promise<{ rows: CertificateRow[]; total: number }> {
    const rows = await this.query<Record<string, unknown>>(
      `SELECT ${COLUMNS}, count(*) OVER () AS matches FROM read_models.certifications
       WHERE member_id = $1 ORDER BY scored_at DESC, certification_number LIMIT $2 OFFSET $3`,
      [memberId, limit, offset],
    );
    return { rows: rows.map(toRow), total: rows.length ? Number(rows[0]!.matches) : 0 };
  }

  async lineage(certificationNumber: string): Promise<LineageRow[]> {
    const rows = await this.query<{ kind: LineageRow['kind']; grade: string; recorded_at: Date }>(
      `SELECT kind, grade, recorded_at FROM read_models.certification_lineage
       WHERE certification_number = $1 ORDER BY recorded_at, order_id`,
      [certificationNumber],
    );
    return rows.map((r) => ({ kind: r.kind, grade: r.grade, recordedAt: iso(r.recorded_at)! }));
  }

  async gradeCounts(cardKey: string): Promise<Record<string, number>> {
    const rows = await this.query<{ grade_counts: Record<string, number> }>(
      `SELECT grade_counts FROM read_models.population_cards WHERE card_key = $1`,
      [cardKey],
    );
    return rows[0]?.grade_counts ?? {};
  }

  async query<T>(sql: string, params: unknown[]): Promise<T[]> {
    try {
      return (await this.dataSource.query(sql, params)) as T[];
    } catch (error) {
      if ((error as { code?: string }).code === UNDEFINED_TABLE) return [];
      throw error;
    }
  }
}

function toRow(r: Record<string, unknown>): CertificateRow {
  return {
    certificationNumber: r.certificationNumber as string,
    memberId: r.memberId as string,
    grade: r.grade as string,
    cardCategory: (r.cardCategory as string | null) ?? null,
    playerName: (r.playerName as string | null) ?? null,
    setName: (r.setName as string | null) ?? null,
    year: r.year == null ? null : Number(r.year),
    cardNumber: (r.cardNumber as string | null) ?? null,
    scoredAt: iso(r.scoredAt)!,
    reholderedAt: iso(r.reholderedAt),
    cardKey: r.cardKey as string,
    photos: (r.photos as string[] | null) ?? [],
  };
}
