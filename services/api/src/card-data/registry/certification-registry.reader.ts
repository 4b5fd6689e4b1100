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
  autograph: boolean | null;
  sportsType: string | null;
  scoredAt: string;
  reholderedAt: string | null;
  cardKey: string;
  photos: string[];
  /** The finished slab's photos by side (FRONT, BACK), taken by the operator at casing. */
  slabPhotos: Partial<Record<'FRONT' | 'BACK', string>>;
}

export interface LineageRow {
  kind: 'GRADED' | 'REHOLDER';
  grade: string;
  recordedAt: string;
}

const columns = (t = '') => `${t}certification_number AS "certificationNumber", ${t}member_id AS "memberId",
  ${t}grade, ${t}card_category AS "cardCategory", ${t}player_name AS "playerName", ${t}set_name AS "setName",
  ${t}year, ${t}card_number AS "cardNumber", ${t}scored_at AS "scoredAt", ${t}reholdered_at AS "reholderedAt",
  ${t}card_key AS "cardKey", ${t}photos, ${t}autograph, ${t}sports_type AS "sportsType",
  ${t}slab_photos AS "slabPhotos"`;
const COLUMNS = columns();

/** A certificate with what its public page shows beside it, read in one statement. */
export interface CertificateWithPopulation {
  row: CertificateRow;
  gradeCounts: Record<string, number>;
  lineage: LineageRow[];
  /** The holder put the card in one of their public albums (spec: photos when the collector allows it). */
  inPublicAlbum: boolean;
}

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

  /**
   * The lookup's whole read in one round trip (the certificate, its card's grade counts, lineage and
   * album consent): under load the api's cost was per query, not per row (bench:card-data).
   */
  async withPopulation(certificationNumber: string): Promise<CertificateWithPopulation | null> {
    const [r] = await this.query<Record<string, unknown>>(
      `SELECT ${columns('c.')}, p.grade_counts AS "gradeCounts",
         (SELECT coalesce(json_agg(json_build_object('kind', l.kind, 'grade', l.grade, 'recordedAt', l.recorded_at)
                   ORDER BY l.recorded_at, l.order_id), '[]')
            FROM read_models.certification_lineage l
           WHERE l.certification_number = c.certification_number) AS lineage,
         EXISTS (SELECT 1 FROM card_album a JOIN card_album_card ac ON ac.album_id = a.id
                  WHERE ac.certification_number = c.certification_number AND a.is_public
                    AND a.member_id::text = c.member_id) AS "inPublicAlbum"
       FROM read_models.certifications c
       LEFT JOIN read_models.population_cards p ON p.card_key = c.card_key
       WHERE c.certification_number = $1`,
      [certificationNumber],
    );
    if (!r) return null;
    const lineage = r.lineage as Array<{ kind: LineageRow['kind']; grade: string; recordedAt: string }>;
    return {
      row: toRow(r),
      gradeCounts: (r.gradeCounts as Record<string, number> | null) ?? {},
      lineage: lineage.map((l) => ({ ...l, recordedAt: new Date(l.recordedAt).toISOString() })),
      inPublicAlbum: r.inPublicAlbum === true,
    };
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
    autograph: (r.autograph as boolean | null) ?? null,
    sportsType: (r.sportsType as string | null) ?? null,
    scoredAt: iso(r.scoredAt)!,
    reholderedAt: iso(r.reholderedAt),
    cardKey: r.cardKey as string,
    photos: (r.photos as string[] | null) ?? [],
    slabPhotos: (r.slabPhotos as CertificateRow['slabPhotos'] | null) ?? {},
  };
}
