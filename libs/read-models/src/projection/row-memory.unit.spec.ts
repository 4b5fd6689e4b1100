import { RowMemory } from './projection';

describe("RowMemory (a scratch run's write-behind)", () => {
  it('hands back an unwritten row once it is pushed out, and every unwritten row on a flush', () => {
    const memory = new RowMemory<string>(2);
    memory.remember('a', 'a1', false);
    memory.remember('b', 'b1', true);
    memory.remember('c', 'c1', false); // a is past the limit, never written
    expect(memory.get('a')).toBe('a1'); // still readable until written
    expect(memory.takeUnwritten(false)).toEqual(['a1']); // pushed out
    expect(memory.has('a')).toBe(false);
    memory.remember('c', 'c2', false); // changed again: not quiet
    memory.remember('d', 'd1', false); // pushes out b, already written: nothing to write
    expect(memory.takeUnwritten(false)).toEqual([]);
    expect(memory.takeUnwritten(true)).toEqual(['c2', 'd1']);
    expect(memory.takeUnwritten(true)).toEqual([]);
  });

  it('writes a row quiet for two pages and keeps it as written; one changed again is written again', () => {
    const memory = new RowMemory<string>(10);
    memory.remember('a', 'a1', false);
    memory.remember('b', 'b1', false);
    expect(memory.takeUnwritten(false)).toEqual([]); // both changed a page ago
    memory.remember('b', 'b2', false);
    expect(memory.takeUnwritten(false)).toEqual(['a1']); // a quiet for two pages, b not
    expect(memory.get('a')).toBe('a1'); // kept, as written: no read back
    expect(memory.takeUnwritten(false)).toEqual(['b2']);
    memory.remember('a', 'a2', false);
    expect(memory.takeUnwritten(true)).toEqual(['a2']);
  });

  it('lets a newer row replace one waiting to be written, and a written one clear it', () => {
    const memory = new RowMemory<string | null>(1);
    memory.remember('a', 'a1', false);
    memory.remember('b', 'b1', false); // a is past the limit
    memory.remember('a', 'a2', false); // a is back, newer; b is past the limit
    expect(memory.takeUnwritten(false)).toEqual(['b1']);
    memory.remember('a', null, true); // deleted in the table already
    expect(memory.takeUnwritten(true)).toEqual([]);
  });
});
