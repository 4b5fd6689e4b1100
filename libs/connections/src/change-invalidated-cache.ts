import type { TableChangeNotice, TableChangeSource } from './table-change-feed';

/**
 * How a table's change reaches the cache: `row` evicts the group named by the change's key (e.g. a
 * member's id), `all` clears the cache.
 */
export type TableEviction = 'row' | 'all';

export interface ChangeInvalidatedCacheOptions<V> {
  /** The tables the cached values are read from, and what a change of each evicts. */
  readonly tables: Readonly<Record<string, TableEviction>>;
  readonly maxEntries: number;
  /** A bound on staleness should a notification ever go missing unnoticed. */
  readonly maxAgeMs: number;
  /** When a value stops being true by itself (a session's expiry, a price's successor): ms since the epoch. */
  readonly validUntil?: (value: V) => number | undefined;
  readonly now?: () => number;
}

interface Entry<V> {
  readonly value: V;
  readonly group: string;
  readonly until: number;
}

/**
 * Values read from PostgreSQL, kept until a committed change of their rows is announced by the
 * tables' triggers (TableChangeFeed). Used only while the feed is live: without it every `get`
 * reads through, and anything kept is dropped when it goes and again when it comes back. A read
 * that overlaps an eviction is not kept (it may have seen the row before the change), so a value
 * is never kept past a change that was announced before it was stored.
 */
export class ChangeInvalidatedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly groups = new Map<string, Set<string>>();
  private generation = 0;
  private readonly now: () => number;

  constructor(
    private readonly source: TableChangeSource,
    private readonly options: ChangeInvalidatedCacheOptions<V>,
  ) {
    this.now = options.now ?? Date.now;
    source.subscribe((notice) => this.heard(notice));
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value of `key` (in `group`, the unit of eviction), read by `load` unless kept; undefined is never kept. */
  async get(group: string, key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const id = `${group}\u0000${key}`;
    const now = this.now();
    const kept = this.entries.get(id);
    if (kept && this.source.isLive) {
      if (now < kept.until) return kept.value;
      this.drop(id, kept.group);
    }
    const generation = this.generation;
    const value = await load();
    if (value !== undefined && this.source.isLive && generation === this.generation) {
      const until = Math.min(now + this.options.maxAgeMs, this.options.validUntil?.(value) ?? Infinity);
      if (now < until) this.keep(id, group, { value, group, until });
    }
    return value;
  }

  /** Forget a group at once (a change this process made itself and answers right after). */
  evictGroup(group: string): void {
    this.generation += 1;
    for (const key of this.groups.get(group) ?? []) this.entries.delete(`${group}\u0000${key}`);
    this.groups.delete(group);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.groups.clear();
  }

  private heard(notice: TableChangeNotice): void {
    if (notice === 'everything') return this.clear();
    const eviction = this.options.tables[notice.table];
    if (!eviction) return;
    if (eviction === 'all' || notice.key === null) this.clear();
    else this.evictGroup(notice.key);
  }

  private keep(id: string, group: string, entry: Entry<V>): void {
    if (!this.entries.has(id) && this.entries.size >= this.options.maxEntries) {
      const [oldest, old] = this.entries.entries().next().value!;
      this.drop(oldest, old.group);
    }
    this.entries.delete(id); // re-inserted last: insertion order is age
    this.entries.set(id, entry);
    const keys = this.groups.get(group) ?? new Set<string>();
    keys.add(id.slice(group.length + 1));
    this.groups.set(group, keys);
  }

  private drop(id: string, group: string): void {
    this.entries.delete(id);
    const keys = this.groups.get(group);
    keys?.delete(id.slice(group.length + 1));
    if (keys?.size === 0) this.groups.delete(group);
  }
}
