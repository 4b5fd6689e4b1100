import { isoOrNull, type DbRow } from '../read-db';

/** The card a certificate names, as its order line described it (the population report groups by it). */
export interface CertifiedCard {
  cardCategory: string | null;
  playerName: string | null;
  setName: string | null;
  year: number | null;
  cardNumber: string | null;
}

/** One row of read_models.certifications: a certification number's card, grade and current holder. */
export interface CertificateRow extends CertifiedCard {
  certificationNumber: string;
  memberId: string;
  grade: string;
  autograph: boolean | null;
  sportsType: string | null;
  scoredAt: string;
  reholderedAt: string | null;
  cardKey: string;
  photos: string[];
  /** The finished slab's photos by side (FRONT, BACK), taken by the operator at casing. */
  slabPhotos: Partial<Record<'FRONT' | 'BACK', string>>;
}

/** One row of read_models.certification_lineage: a grading or re-holder of the number. */
export interface LineageRow {
  kind: 'GRADED' | 'REHOLDER';
  grade: string;
  recordedAt: string;
}

/** The columns a CertificateRow is read from, named as its fields (prefix: the table's alias). */
export const certificateColumns = (
  t = '',
) => `${t}certification_number AS "certificationNumber", ${t}member_id AS "memberId",
  ${t}grade, ${t}card_category AS "cardCategory", ${t}player_name AS "playerName", ${t}set_name AS "setName",
  ${t}year, ${t}card_number AS "cardNumber", ${t}scored_at AS "scoredAt", ${t}reholdered_at AS "reholderedAt",
  ${t}card_key AS "cardKey", ${t}photos, ${t}autograph, ${t}sports_type AS "sportsType",
  ${t}slab_photos AS "slabPhotos"`;

export function certificateRowFromDb(r: DbRow): CertificateRow {
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
    scoredAt: isoOrNull(r.scoredAt)!,
    reholderedAt: isoOrNull(r.reholderedAt),
    cardKey: r.cardKey as string,
    photos: (r.photos as string[] | null) ?? [],
    slabPhotos: (r.slabPhotos as CertificateRow['slabPhotos'] | null) ?? {},
  };
}
