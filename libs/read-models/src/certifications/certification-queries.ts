import { readRows, type Page, type Queryable } from '../read-db';
import {
  certificateColumns,
  certificateRowFromDb,
  type CertificateRow,
  type CertifiedCard,
  type LineageRow,
} from './certificate-row';

// The named reads of the certification registry (read_models.certifications, certification_lineage,
// population_cards). The certificate's lookup joins the api's album tables (card_album,
// card_album_card) for the holder's consent: one round trip instead of two.

const COLUMNS = certificateColumns();

/** The certificates of these numbers that exist, in the order asked. */
export async function certificatesByNumbers(
  db: Queryable,
  numbers: readonly string[],
): Promise<CertificateRow[]> {
  if (numbers.length === 0) return [];
  const rows = await readRows(
    db,
    `SELECT ${COLUMNS} FROM read_models.certifications WHERE certification_number = ANY($1::text[])`,
    [numbers],
  );
  const byNumber = new Map(rows.map((r) => [r.certificationNumber as string, certificateRowFromDb(r)]));
  return numbers.flatMap((n) => byNumber.get(n) ?? []);
}

/** Which of these numbers a certificate carries (graded by us, or re-holdered). */
export async function existingCertificationNumbers(
  db: Queryable,
  numbers: readonly string[],
): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await readRows(
    db,
    `SELECT certification_number FROM read_models.certifications WHERE certification_number = ANY($1::text[])`,
    [numbers],
  );
  return new Set(rows.map((r) => r.certification_number as string));
}

/** A certificate with what its public page shows beside it, read in one statement. */
export interface CertificateWithPopulation {
  row: CertificateRow;
  gradeCounts: Record<string, number>;
  lineage: LineageRow[];
  /** The holder put the card in one of their public albums (spec: photos when the collector allows it). */
  inPublicAlbum: boolean;
}

/**
 * The lookup's whole read in one round trip (the certificate, its card's grade counts, lineage and
 * album consent): under load the api's cost was per query, not per row (bench:card-data).
 */
export async function certificateWithPopulation(
  db: Queryable,
  certificationNumber: string,
): Promise<CertificateWithPopulation | null> {
  const [r] = await readRows(
    db,
    `SELECT ${certificateColumns('c.')}, p.grade_counts AS "gradeCounts",
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
    row: certificateRowFromDb(r),
    gradeCounts: (r.gradeCounts as Record<string, number> | null) ?? {},
    lineage: lineage.map((l) => ({ ...l, recordedAt: new Date(l.recordedAt).toISOString() })),
    inPublicAlbum: r.inPublicAlbum === true,
  };
}

/** The member's graded cards, newest first (a re-holder moves a card to its new holder). */
export async function certificatesHeldBy(
  db: Queryable,
  memberId: string,
  limit: number,
  offset: number,
): Promise<{ rows: CertificateRow[]; total: number }> {
  const rows = await readRows(
    db,
    `SELECT ${COLUMNS}, count(*) OVER () AS matches FROM read_models.certifications
       WHERE member_id = $1 ORDER BY scored_at DESC, certification_number LIMIT $2 OFFSET $3`,
    [memberId, limit, offset],
  );
  return { rows: rows.map(certificateRowFromDb), total: rows.length ? Number(rows[0]!.matches) : 0 };
}

/** A graded card as the member's collection lists it: the certificate and the order that graded it. */
export interface GradedCard extends CertifiedCard {
  certificationNumber: string;
  grade: string;
  orderId: string;
  orderNumber: string;
  scoredAt: string;
}

/**
 * The member's certificates whose grading order is in one of `stages` (those that show the results),
 * newest first; the page and the count go out side by side.
 */
export async function gradedCardsOf(
  db: Queryable,
  q: { memberId: string; stages: readonly string[]; page: number; size: number },
): Promise<Page<GradedCard>> {
  const where = `c.member_id = $1 AND o.display_stage = ANY($2::text[])`;
  const from = `read_models.certifications c JOIN read_models.orders o ON o.order_id = c.order_id`;
  const [rows, count] = await Promise.all([
    readRows(
      db,
      `SELECT c.certification_number, c.grade, c.card_category, c.player_name, c.set_name, c.year,
                c.card_number, c.order_id, c.order_number, c.scored_at
           FROM ${from} WHERE ${where}
          ORDER BY c.scored_at DESC, c.certification_number LIMIT $3 OFFSET $4`,
      [q.memberId, q.stages, q.size, (q.page - 1) * q.size],
    ),
    readRows(db, `SELECT count(*)::int AS n FROM ${from} WHERE ${where}`, [q.memberId, q.stages]),
  ]);
  return {
    page: q.page,
    size: q.size,
    total: Number(count[0]?.n ?? 0),
    items: rows.map((r) => ({
      certificationNumber: r.certification_number as string,
      grade: r.grade as string,
      cardCategory: (r.card_category as string | null) ?? null,
      playerName: (r.player_name as string | null) ?? null,
      setName: (r.set_name as string | null) ?? null,
      year: (r.year as number | null) ?? null,
      cardNumber: (r.card_number as string | null) ?? null,
      orderId: r.order_id as string,
      orderNumber: r.order_number as string,
      scoredAt: new Date(r.scored_at as string).toISOString(),
    })),
  };
}
