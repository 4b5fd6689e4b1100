// TODO(domain): switch to CENTERING_TOLERANCES and NUMERIC_GRADES from @slabworks/domain when its
// index is exported; these are the same spec §9 values.
export const gradeScale: { grade: string; centering: string | null; key: string }[] = [
  { grade: '10', centering: '55:45 – 60:40', key: 'g10' },
  { grade: '9', centering: '60:40', key: 'g9' },
  { grade: '8.5', centering: null, key: 'g85' },
  { grade: '8', centering: '65:35', key: 'g8' },
  { grade: '7.5', centering: '70:30', key: 'g75' },
  { grade: '7', centering: '70:30', key: 'g7' },
  { grade: '6', centering: '75:25', key: 'g6' },
  { grade: '5', centering: '75:25', key: 'g5' },
  { grade: '4', centering: '80:20', key: 'g4' },
  { grade: '3', centering: '90:10', key: 'g3' },
  { grade: '2', centering: null, key: 'g2' },
  { grade: '1', centering: null, key: 'g1' },
  { grade: 'A', centering: null, key: 'ga' },
];
