// What a change-log line says about one change, from the row before and after: the fields it
// changed and the name the content goes by. Pure, so the list and its tests share it.

type Row = Record<string, unknown> | null;

const asRow = (value: unknown): Row =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** The fields an update changed (in the order the row has them); a creation or deletion names none. */
export const changedFields = (action: string, before: unknown, after: unknown): string[] => {
  const was = asRow(before);
  const is = asRow(after);
  if (action !== 'UPDATE' || !is) return [];
  return Object.keys(is).filter((key) => JSON.stringify(was?.[key]) !== JSON.stringify(is[key]));
};

// The fields content is known by, best first (a banner's title, a member's name, a coupon's code).
const NAME_FIELDS = ['title', 'name', 'question', 'code', 'nickname', 'email'];

const textOf = (value: unknown, language: string): string | null => {
  if (typeof value === 'string') return value.trim() || null;
  // A text per language ({ ko, en, tw }): the reader's, else Korean (the default), else any given.
  const row = asRow(value);
  if (!row) return null;
  for (const text of [row[language], row.ko, ...Object.values(row)])
    if (typeof text === 'string' && text.trim()) return text.trim();
  return null;
};

/** The content's name as the change has it (after, else before) in the reader's language, or null. */
export const changeLabel = (before: unknown, after: unknown, language = 'ko'): string | null => {
  for (const row of [asRow(after), asRow(before)]) {
    if (!row) continue;
    for (const field of NAME_FIELDS) {
      const text = textOf(row[field], language);
      if (text) return text.length > 80 ? `${text.slice(0, 79)}…` : text;
    }
  }
  return null;
};
