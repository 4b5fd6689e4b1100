import fc from 'fast-check';
import { ChangeInvalidatedCache } from './change-invalidated-cache';
import type { TableChangeNotice, TableChangeSource } from './table-change-feed';

/** A feed under the test's hand: live or not, and notices delivered when the test says. */
class FakeFeed implements TableChangeSource {
  isLive = true;
  private readonly listeners = new Set<(notice: TableChangeNotice) => void>();
  subscribe(listener: (notice: TableChangeNotice) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  tell(notice: TableChangeNotice) {
    for (const listener of this.listeners) listener(notice);
  }
}

const setup = (
  options: { maxEntries?: number; maxAgeMs?: number; validUntil?: (v: string) => number } = {},
) => {
  const feed = new FakeFeed();
  let now = 1_000;
  const reads: string[] = [];
  const rows = new Map<string, string>([
    ['m1', 'role=MEMBER'],
    ['m2', 'role=MEMBER'],
  ]);
  const cache = new ChangeInvalidatedCache<string>(feed, {
    tables: { member: 'row', tiers: 'all' },
    maxEntries: options.maxEntries ?? 100,
    maxAgeMs: options.maxAgeMs ?? 60_000,
    validUntil: options.validUntil,
    now: () => now,
  });
  const get = (member: string, key = 'k') =>
    cache.get(member, key, async () => {
      reads.push(`${member}/${key}`);
      return rows.get(member);
    });
  return { feed, cache, rows, reads, get, advance: (ms: number) => (now += ms) };
};

describe('ChangeInvalidatedCache', () => {
  it('reads once, then answers from memory until the row is announced changed', async () => {
    const { feed, rows, reads, get } = setup();
    expect(await get('m1')).toBe('role=MEMBER');
    expect(await get('m1')).toBe('role=MEMBER');
    expect(reads).toEqual(['m1/k']);

    rows.set('m1', 'role=VIP');
    feed.tell({ table: 'member', key: 'm1' });
    expect(await get('m1')).toBe('role=VIP');
    expect(reads).toEqual(['m1/k', 'm1/k']);
  });

  it("evicts only the announced group; a table marked 'all', a keyless notice and 'everything' evict all", async () => {
    const { feed, reads, get } = setup();
    await get('m1');
    await get('m2');
    feed.tell({ table: 'member', key: 'm2' });
    feed.tell({ table: 'orders', key: 'm1' }); // not a table of this cache
    await get('m1');
    await get('m2');
    expect(reads).toEqual(['m1/k', 'm2/k', 'm2/k']);

    for (const notice of [
      { table: 'tiers', key: 'x' },
      { table: 'member', key: null },
      'everything',
    ] as const) {
      reads.length = 0;
      feed.tell(notice);
      await get('m1');
      await get('m2');
      expect(reads).toEqual(['m1/k', 'm2/k']);
    }
  });

  it('evicts every key of a group together (a member with two sessions)', async () => {
    const { feed, reads, get } = setup();
    await get('m1', 'family-a');
    await get('m1', 'family-b');
    feed.tell({ table: 'member', key: 'm1' });
    await get('m1', 'family-a');
    await get('m1', 'family-b');
    expect(reads).toEqual(['m1/family-a', 'm1/family-b', 'm1/family-a', 'm1/family-b']);
  });

  it('reads through and keeps nothing while the feed is not live', async () => {
    const { feed, cache, reads, get } = setup();
    feed.isLive = false;
    await get('m1');
    await get('m1');
    expect(reads).toEqual(['m1/k', 'm1/k']);
    expect(cache.size).toBe(0);
  });

  it('does not answer from what it kept while the feed is down, even before it hears so', async () => {
    const { feed, rows, get } = setup();
    await get('m1');
    feed.isLive = false;
    rows.set('m1', 'status=WITHDRAWN'); // a change whose notice nobody heard
    expect(await get('m1')).toBe('status=WITHDRAWN');
  });

  it('does not keep a read that overlapped an eviction (it may have seen the row before the change)', async () => {
    const { feed, cache, rows, reads } = setup();
    let release!: () => void;
    const slow = cache.get('m1', 'k', async () => {
      reads.push('slow');
      const before = rows.get('m1');
      await new Promise<void>((resolve) => (release = resolve));
      return before;
    });
    await Promise.resolve();
    rows.set('m1', 'role=VIP');
    feed.tell({ table: 'member', key: 'm1' });
    release();
    expect(await slow).toBe('role=MEMBER'); // the caller that asked before the change gets the old row
    expect(await cache.get('m1', 'k', async () => rows.get('m1'))).toBe('role=VIP');
  });

  it('never keeps undefined (a missing row may be written later, announced by no update)', async () => {
    const { rows, reads, get } = setup();
    expect(await get('m3')).toBeUndefined();
    rows.set('m3', 'role=MEMBER');
    expect(await get('m3')).toBe('role=MEMBER');
    expect(reads).toEqual(['m3/k', 'm3/k']);
  });

  it("keeps a value no longer than its own validity (a session's expiry) or the maximum age", async () => {
    const { reads, get, advance } = setup({ maxAgeMs: 10_000, validUntil: () => 1_000 + 5_000 });
    await get('m1');
    advance(4_999);
    await get('m1');
    expect(reads).toHaveLength(1);
    advance(1);
    await get('m1');
    expect(reads).toHaveLength(2);

    const aged = setup({ maxAgeMs: 10_000 });
    await aged.get('m1');
    aged.advance(10_000);
    await aged.get('m1');
    expect(aged.reads).toHaveLength(2);
  });

  it('drops the oldest entry when full', async () => {
    const { reads, get } = setup({ maxEntries: 2 });
    await get('m1', 'a');
    await get('m1', 'b');
    await get('m2', 'c');
    await get('m1', 'b');
    await get('m2', 'c');
    await get('m1', 'a');
    expect(reads).toEqual(['m1/a', 'm1/b', 'm2/c', 'm1/a']);
  });

  it('answers what the rows hold whenever every change is announced, whatever the interleaving', async () => {
    const member = fc.constantFrom('m1', 'm2', 'm3');
    const step = fc.oneof(
      fc.record({ kind: fc.constant('read' as const), member }),
      fc.record({ kind: fc.constant('change' as const), member, value: fc.string({ maxLength: 3 }) }),
      fc.record({ kind: fc.constant('remove' as const), member }),
      fc.record({ kind: fc.constant('feed' as const), live: fc.boolean() }),
      fc.record({ kind: fc.constant('time' as const), ms: fc.integer({ min: 0, max: 20_000 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
        const { feed, rows, get, advance } = setup({ maxEntries: 2, maxAgeMs: 15_000 });
        for (const s of steps) {
          if (s.kind === 'read') expect(await get(s.member)).toBe(rows.get(s.member));
          else if (s.kind === 'change') {
            rows.set(s.member, s.value);
            if (feed.isLive) feed.tell({ table: 'member', key: s.member });
          } else if (s.kind === 'remove') {
            rows.delete(s.member);
            if (feed.isLive) feed.tell({ table: 'member', key: s.member });
          } else if (s.kind === 'feed') {
            // The real feed says 'everything' when it goes and when it comes back.
            if (s.live !== feed.isLive) feed.tell('everything');
            feed.isLive = s.live;
          } else advance(s.ms);
        }
      }),
    );
  });
});
