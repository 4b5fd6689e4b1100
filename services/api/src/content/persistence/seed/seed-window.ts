// Seeded content is live from the product's opening until the end of 2030, unless a row says otherwise.
export const OPEN_WINDOW = {
  startAt: '2025-01-01T00:00:00+09:00',
  endAt: '2030-12-31T23:59:00+09:00',
} as const;
