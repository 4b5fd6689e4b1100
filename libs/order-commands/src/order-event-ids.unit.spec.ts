import fc from 'fast-check';
import { eventIdFor, UUID_PATTERN, uuidV7 } from './order-event-ids';

describe('order ids (UUIDv7)', () => {
  it('carry the millisecond in their first 48 bits, version 7 and the RFC variant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 48 - 1 }), (now) => {
        const id = uuidV7(now);
        expect(id).toMatch(UUID_PATTERN);
        const hex = id.replace(/-/g, '');
        expect(parseInt(hex.slice(0, 12), 16)).toBe(now);
        expect(hex[12]).toBe('7');
        expect('89ab').toContain(hex[16]);
      }),
    );
  });

  it('sort by the time they were made, and differ within one millisecond', () => {
    const ids = [uuidV7(1_795_801_223_594), uuidV7(1_795_801_223_595), uuidV7(1_795_801_223_595)];
    expect(ids[0]! < ids[1]! && ids[0]! < ids[2]!).toBe(true);
    expect(new Set(ids).size).toBe(3);
    // 74 random bits: 1,000 ids of one millisecond never collide.
    expect(new Set(Array.from({ length: 1000 }, () => uuidV7(0))).size).toBe(1000);
  });
});

describe('event ids', () => {
  it('never change for a command (another process appending it must derive the same ids)', () => {
    expect(eventIdFor('command-1', 0)).toBe('33e280dc-1230-5a0a-826d-a3f5544866fd');
  });
});
