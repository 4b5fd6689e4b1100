import { containsPattern, readRows, type Queryable } from '../read-db';
import type { CertifiedCard } from './certificate-row';

// The population report's read of read_models.population_cards (one row per card, kept by the
// certification-registry projection), so a search never counts certificates.

export const POPULATION_SORTS = ['total', 'name', 'year', 'set'] as const;
export type PopulationSort = (typeof POPULATION_SORTS)[number];

const ORDER_BY: Record<PopulationSort, string> = {
  total: 'total',
  name: 'player_name',
  year: 'year',
  set: 'set_name',
};

/** One card of the report: what it is, its count per grade as stored, and its total. */
export interface PopulationCardRow extends CertifiedCard {
  gradeCounts: Record<string, number>;
  total: number;
}

export interface PopulationCardSearch {
  /** Normalised words (cardSearchText's spelling); a card matches when its search text holds every one. */
  words: readonly string[];
  sort: PopulationSort;
  order: 'asc' | 'desc';
  page: number;
  size: number;
}

/** Graded cards matching every word, a page of them in the sort (nulls last) and how many match. */
export async function populationCards(
  db: Queryable,
  search: PopulationCardSearch,
): Promise<{ rows: PopulationCardRow[]; totalCards: number }> {
  const { words } = search;
  const where = words.map((_, i) => `search_text LIKE $${i + 1}`).join(' AND ');
  const params: unknown[] = words.map(containsPattern);
  params.push(search.size, (search.page - 1) * search.size);
  const direction = search.order === 'asc' ? 'ASC' : 'DESC';
  // One statement: the page and the number of matches (count(*) OVER () before LIMIT).
  const rows = await readRows(
    db,
    `SELECT card_key, card_category, player_name, set_name, year, card_number, grade_counts, total,
              count(*) OVER () AS matches
       FROM read_models.population_cards
       WHERE total > 0 AND ${where}
       ORDER BY ${ORDER_BY[search.sort]} ${direction} NULLS LAST, card_key
       LIMIT $${words.length + 1} OFFSET $${words.length + 2}`,
    params,
  );
  // A page past the end has no row to carry the count: only then is it asked for on its own.
  const totalCards =
    rows.length > 0 || search.page === 1
      ? Number(rows[0]?.matches ?? 0)
      : Number(
          (
            await readRows(
              db,
              `SELECT count(*) AS n FROM read_models.population_cards WHERE total > 0 AND ${where}`,
              params.slice(0, words.length),
            )
          )[0]?.n ?? 0,
        );
  return {
    totalCards,
    rows: rows.map((r) => ({
      cardCategory: r.card_category as string | null,
      playerName: r.player_name as string | null,
      setName: r.set_name as string | null,
      year: r.year == null ? null : Number(r.year),
      cardNumber: r.card_number as string | null,
      gradeCounts: r.grade_counts as Record<string, number>,
      total: Number(r.total),
    })),
  };
}
