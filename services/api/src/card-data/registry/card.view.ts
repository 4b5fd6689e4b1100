import { AUTHENTIC_GRADE } from '@slabworks/domain';
import type { CertificateRow } from '@slabworks/read-models';

/** A graded card as every card-data answer shows it (no order or member ids). */
export const cardView = (row: CertificateRow) => ({
  certificationNumber: row.certificationNumber,
  grade: row.grade,
  // The authentic label: the card missed the member's minimum grade (docs/domain.md §13).
  authentic: row.grade === AUTHENTIC_GRADE,
  card: {
    cardCategory: row.cardCategory,
    playerName: row.playerName,
    setName: row.setName,
    year: row.year,
    cardNumber: row.cardNumber,
    // Null on certificates scored before the registry kept them (rebuilt at version 4, then known).
    autograph: row.autograph,
    sportsType: row.sportsType,
  },
  gradedAt: row.scoredAt,
});

export type CardView = ReturnType<typeof cardView>;
