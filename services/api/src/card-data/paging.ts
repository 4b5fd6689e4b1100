import { ApiException, type FieldProblem } from '../errors';

export const PAGE_SIZE = { default: 20, max: 50 } as const;

/** page (from 1) and size (1–50) from a query string; anything else is a 400 field error. */
export function pageQuery(q: Record<string, unknown>): { page: number; size: number } {
  const problems: FieldProblem[] = [];
  const int = (name: string, fallback: number, max: number): number => {
    const raw = q[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (Number.isInteger(n) && n >= 1 && n <= max) return n;
    problems.push({
      field: name,
      rule: Number.isInteger(n) && n > max ? 'max' : 'min',
      params: { min: 1, max },
    });
    return fallback;
  };
  const page = int('page', 1, 10_000);
  const size = int('size', PAGE_SIZE.default, PAGE_SIZE.max);
  if (problems.length) throw ApiException.validation(problems);
  return { page, size };
}
