import { describe, expect, it } from 'vitest';
import { chunksOf } from './bulk-advance';

describe('bulk advance chunks', () => {
  it('splits 50 orders into five requests of ten, keeping the order', () => {
    const ids = Array.from({ length: 50 }, (_, i) => i);
    const chunks = chunksOf(ids);
    expect(chunks.map((chunk) => chunk.length)).toEqual([10, 10, 10, 10, 10]);
    expect(chunks.flat()).toEqual(ids);
  });

  it('keeps a short last chunk and nothing for no orders', () => {
    expect(chunksOf([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
    expect(chunksOf([])).toEqual([]);
  });
});
