import { AUTHENTIC_GRADE, GRADES, isNumericGrade, type Grade } from '../limits/grade-scale';

/** Grade counts of one card, keyed by the grade as written on the label ("10", "8.5", "A"). */
export type GradeCounts = Partial<Record<string, number>>;

/**
 * Ordering for "higher grade": numeric grades by value; A (authentic, the minimum grade missed)
 * carries no number, so it ranks below 1 and every numeric grade is higher than it.
 */
export const gradeRank = (grade: Grade | string): number => {
  const numeric = Number(grade);
  if (grade === AUTHENTIC_GRADE || !isNumericGrade(numeric)) return 0;
  return numeric * 10;
};

export const gradeLabel = (grade: Grade | string): string => String(grade);

/** Every grade a report shows, best first: 10 … 1, then A. */
export const REPORT_GRADES: readonly string[] = GRADES.map(gradeLabel);

export interface Population {
  sameGrade: number;
  higherGrade: number;
  total: number;
}

export const populationAt = (counts: GradeCounts, grade: Grade | string): Population => {
  const rank = gradeRank(grade);
  let sameGrade = 0;
  let higherGrade = 0;
  let total = 0;
  for (const [label, n] of Object.entries(counts)) {
    const count = n ?? 0;
    total += count;
    const other = gradeRank(label);
    if (other === rank) sameGrade += count;
    else if (other > rank) higherGrade += count;
  }
  return { sameGrade, higherGrade, total };
};

/** Counts for every report grade (0 where none), in report order. */
export const fullGradeCounts = (counts: GradeCounts): Array<{ grade: string; count: number }> =>
  REPORT_GRADES.map((grade) => ({ grade, count: counts[grade] ?? 0 }));
