export const NUMERIC_GRADES = [10, 9, 8.5, 8, 7.5, 7, 6, 5, 4, 3, 2, 1] as const;
// A = authentic: the card missed the member's minimum grade, so it gets the authentic label instead.
export const AUTHENTIC_GRADE = 'A';
export const GRADES = [...NUMERIC_GRADES, AUTHENTIC_GRADE] as const;
export type NumericGrade = (typeof NUMERIC_GRADES)[number];
export type Grade = (typeof GRADES)[number];

export const isGrade = (value: unknown): value is Grade => (GRADES as readonly unknown[]).includes(value);
export const isNumericGrade = (value: unknown): value is NumericGrade =>
  (NUMERIC_GRADES as readonly unknown[]).includes(value);

// Spec §9: worst front centering (larger side : smaller side) still allowed per grade. For a 10 the
// spec gives 55:45 to 60:40; we keep both ends. Grades 8.5, 2 and 1 have no stated tolerance.
export const CENTERING_TOLERANCES: readonly {
  grades: readonly NumericGrade[];
  worst: string;
  best?: string;
}[] = [
  { grades: [10], best: '55:45', worst: '60:40' },
  { grades: [9], worst: '60:40' },
  { grades: [8], worst: '65:35' },
  { grades: [7.5, 7], worst: '70:30' },
  { grades: [6, 5], worst: '75:25' },
  { grades: [4], worst: '80:20' },
  { grades: [3], worst: '90:10' },
];

const gradeText = (grade: Grade): string => String(grade);

/**
 * The grades a scoring desk's typing can still become, best first: the exact grade, then the longer
 * ones it begins ("8." → 8.5; "1" → 1, 10). "a" is the authentic label; a comma is a decimal point.
 */
export const gradeCompletions = (typed: string): Grade[] => {
  const text = typed.trim().toUpperCase().replace(',', '.');
  if (text === '') return [];
  const exact = GRADES.filter((grade) => gradeText(grade) === text);
  const longer = GRADES.filter((grade) => gradeText(grade) !== text && gradeText(grade).startsWith(text));
  return [...exact, ...longer];
};

/** What Enter makes of the typing: the exact grade, or the only one it can still become; else null. */
export const gradeOfTyping = (typed: string): Grade | null => {
  const completions = gradeCompletions(typed);
  const text = typed.trim().toUpperCase().replace(',', '.');
  if (completions.length === 0) return null;
  if (gradeText(completions[0]!) === text || completions.length === 1) return completions[0]!;
  return null;
};

/**
 * The key of a grade's name on the scale (GEM MINT, MINT, NM-MT+ … AUTHENTIC): 10 → g10, 8.5 → g85,
 * A → ga. The grading guide's table and the slab label both name grades by it.
 */
export const gradeNameKey = (grade: Grade): string => `g${gradeText(grade).replace('.', '')}`.toLowerCase();
