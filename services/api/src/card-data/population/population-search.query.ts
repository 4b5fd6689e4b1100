import { Injectable } from '@nestjs/common';
import { fullGradeCounts, normalizeSearchTerm } from '@slabworks/domain';
import { ApiException, type FieldProblem } from '../../errors';
import { CertificationRegistryReader } from '../registry/certification-registry.reader';

export const POPULATION_SORTS = ['total', 'name', 'year', 'set'] as const;
export type PopulationSort = (typeof POPULATION_SORTS)[number];
export const POPULATION_PAGE_SIZE = { default: 20, max: 50 } as const;
export const MAX_TERM_LENGTH = 50;
const MAX_TERM_WORDS = 5;

const ORDER_BY: Record<PopulationSort, string> = {
  total: 'total',
  name: 'player_name',
  year: 'year',
  set: 'set_name',
};

export interface PopulationSearch {
  term: string;
  page: number;
  size: number;
  sort: PopulationSort;
  order: 'asc' | 'desc';
}

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Parses the query string; every problem is a field error, so bad input is a 400 that changes nothing. */
export function parsePopulationSearch(q: Record<string, unknown>): PopulationSearch {
  const problems: FieldProblem[] = [];
  const term = typeof q.term === 'string' ? q.term.trim() : '';
  if (!term) problems.push({ field: 'term', rule: 'required' });
  else if (term.length > MAX_TERM_LENGTH)
    problems.push({ field: 'term', rule: 'maxLength', params: { max: MAX_TERM_LENGTH } });
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = q[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push({ field: name, rule: n < min ? 'min' : 'max', params: { min, max } });
      return fallback;
    }
    return n;
  };
  const page = int('page', 1, 1, 10_000);
  const size = int('size', POPULATION_PAGE_SIZE.default, 1, POPULATION_PAGE_SIZE.max);
  const sort = (q.sort ?? 'total') as PopulationSort;
  if (!POPULATION_SORTS.includes(sort))
    problems.push({ field: 'sort', rule: 'isEnum', params: { values: POPULATION_SORTS.join(', ') } });
  const order = (q.order ?? (sort === 'total' || sort === 'year' ? 'desc' : 'asc')) as 'asc' | 'desc';
  if (order !== 'asc' && order !== 'desc')
    problems.push({ field: 'order', rule: 'isEnum', params: { values: 'asc, desc' } });
  if (problems.length) throw ApiException.validation(problems);
  return { term, page, size, sort, order };
}

/**
 * Population report: cards whose player name, set, year or category contain every word of the term,
 * each with its count per grade (10 … 1 and A) and total. Reads population_cards (one row per card,
 * kept by the worker), so a search never counts certificates.
 */
@Injectable()
export class PopulationSearchQuery {
  constructor(private readonly registry: CertificationRegistryReader) {}

  async run(search: PopulationSearch) {
    const words = normalizeSearchTerm(search.term).split(' ').filter(Boolean).slice(0, MAX_TERM_WORDS);
    const where = words.map((_, i) => `search_text LIKE $${i + 1}`).join(' AND ');
    const params: unknown[] = words.map((w) => `%${escapeLike(w)}%`);
    params.push(search.size, (search.page - 1) * search.size);
    const direction = search.order === 'asc' ? 'ASC' : 'DESC';
    // One statement: the page and the number of matches (count(*) OVER () before LIMIT).
    const rows = await this.registry.query<Record<string, unknown>>(
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
              await this.registry.query<{ n: string }>(
                `SELECT count(*) AS n FROM read_models.population_cards WHERE total > 0 AND ${where}`,
                params.slice(0, words.length),
              )
            )[0]?.n ?? 0,
          );
    return {
      term: search.term,
      page: search.page,
      size: search.size,
      sort: search.sort,
      order: search.order,
      totalCards,
      items: rows.map((r) => ({
        card: {
          cardCategory: r.card_category as string | null,
          playerName: r.player_name as string | null,
          setName: r.set_name as string | null,
          year: r.year == null ? null : Number(r.year),
          cardNumber: r.card_number as string | null,
        },
        grades: fullGradeCounts(r.grade_counts as Record<string, number>),
        total: Number(r.total),
      })),
    };
  }
}

export type PopulationAnswer = Awaited<ReturnType<PopulationSearchQuery['run']>>;
