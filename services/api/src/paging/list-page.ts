export interface ListPage<T> {
  readonly rows: T[];
  /** Rows matching the filter before offset/limit, so a client can page. */
  readonly count: number;
}

export const DEFAULT_PAGE_LIMIT = 20;
// Spec §9: the banner list is read with offset 0, limit 100; no public list pages past that.
export const MAX_PAGE_LIMIT = 100;
