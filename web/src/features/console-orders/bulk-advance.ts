// Bulk advance runs in chunks so the progress bar moves as orders are done, not only at the end.
export const BULK_CHUNK = 10;

export const chunksOf = <T>(items: readonly T[], size = BULK_CHUNK): T[][] => {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
};
