/**
 * Largest value of a PostgreSQL integer column (pages, offsets, stream revisions): a larger number
 * in a query or body is refused with a field error instead of failing in SQL.
 */
export const MAX_INT_COLUMN = 2_147_483_647;
