import { AUTHENTIC_GRADE, CENTERING_TOLERANCES, gradeNameKey, NUMERIC_GRADES } from '@slabworks/domain';

const centeringOf = (grade: number): string | null => {
  const row = CENTERING_TOLERANCES.find((tolerance) =>
    (tolerance.grades as readonly number[]).includes(grade),
  );
  if (!row) return null;
  return row.best ? `${row.best} – ${row.worst}` : row.worst;
};

// Keys name the i18n entries under grading:detail.scale.names.
export const gradeScale: { grade: string; centering: string | null; key: string }[] = [
  ...NUMERIC_GRADES.map((grade) => ({
    grade: String(grade),
    centering: centeringOf(grade),
    key: gradeNameKey(grade),
  })),
  { grade: AUTHENTIC_GRADE, centering: null, key: gradeNameKey(AUTHENTIC_GRADE) },
];
