import { Injectable } from '@nestjs/common';
import { fullGradeCounts, normalizeSearchTerm } from '@slabworks/domain';
import {
  directQueryable,
  POPULATION_SORTS,
  populationCards,
  type PopulationSort,
  type Queryable,
} from '@slabworks/read-models';
import { DataSource } from 'typeorm';
import { ApiException, type FieldProblem } from '../../errors';

export { POPULATION_SORTS, type PopulationSort };
export const POPULATION_PAGE_SIZE = { default: 20, max: 50 } as const;
export const MAX_TERM_LENGTH = 50;
const MAX_TERM_WORDS = 5;

export interface PopulationSearch {
  term: string;
  page: number;
  size: number;
  sort: PopulationSort;
  order: 'asc' | 'desc';
}

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
  private readonly db: Queryable;

  constructor(dataSource: DataSource) {
    this.db = directQueryable(dataSource);
  }

  async run(search: PopulationSearch) {
    const words = normalizeSearchTerm(search.term).split(' ').filter(Boolean).slice(0, MAX_TERM_WORDS);
    const { rows, totalCards } = await populationCards(this.db, { ...search, words });
    return {
      term: search.term,
      page: search.page,
      size: search.size,
      sort: search.sort,
      order: search.order,
      totalCards,
      items: rows.map((r) => ({
        card: {
          cardCategory: r.cardCategory,
          playerName: r.playerName,
          setName: r.setName,
          year: r.year,
          cardNumber: r.cardNumber,
        },
        grades: fullGradeCounts(r.gradeCounts),
        total: r.total,
      })),
    };
  }
}

export type PopulationAnswer = Awaited<ReturnType<PopulationSearchQuery['run']>>;
