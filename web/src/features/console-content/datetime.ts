// <input type="datetime-local"> speaks local wall time without a zone; the api wants ISO 8601 with
// an offset. Staff work in Korea's time (the content windows are KST), so the console writes +09:00.
const KST_OFFSET_MINUTES = 9 * 60;

/** "2025-03-10T12:00:00+09:00" → "2025-03-10T12:00" (KST wall time). */
export const toKstInput = (iso: string): string => {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return new Date(at.getTime() + KST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
};

/** "2025-03-10T12:00" (KST wall time) → "2025-03-10T12:00:00+09:00"; blank stays blank. */
export const fromKstInput = (value: string): string => (value ? `${value}:00+09:00` : '');
