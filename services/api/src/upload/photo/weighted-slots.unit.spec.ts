import fc from 'fast-check';
import { WeightedSlots } from './weighted-slots';

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** Work that runs until the test ends it, recording what ran at once. */
const held = (slots: WeightedSlots, weight: number, log: string[], name: string) => {
  let end!: () => void;
  const done = slots.run(weight, () => {
    log.push(`start ${name}`);
    return new Promise<void>((resolve) => (end = () => (log.push(`end ${name}`), resolve())));
  });
  return { done, end: () => end() };
};

describe('WeightedSlots', () => {
  it('runs light pieces side by side up to the count, and a piece heavier than the budget alone', async () => {
    const slots = new WeightedSlots(2, 40);
    const log: string[] = [];
    const a = held(slots, 12, log, 'a');
    const b = held(slots, 12, log, 'b');
    const bomb = held(slots, 100, log, 'bomb');
    const c = held(slots, 12, log, 'c');
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    expect(slots.pendingCount).toBe(2);
    a.end();
    await tick();
    expect(log).toEqual(['start a', 'start b', 'end a']); // the bomb waits for b; c waits behind the bomb
    b.end();
    await tick();
    expect(log.slice(3)).toEqual(['end b', 'start bomb']);
    bomb.end();
    await tick();
    expect(log.slice(5)).toEqual(['end bomb', 'start c']);
    c.end();
    await Promise.all([a.done, b.done, bomb.done, c.done]);
    expect(slots.activeCount).toBe(0);
  });

  it('gives the slot back when the work fails', async () => {
    const slots = new WeightedSlots(1, 10);
    await expect(slots.run(5, () => Promise.reject(new Error('corrupt')))).rejects.toThrow('corrupt');
    expect(await slots.run(5, async () => 'next')).toBe('next');
    expect(slots.activeCount).toBe(0);
  });

  it('never exceeds the count or the budget (but for one heavy piece alone), and finishes every piece', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 50 }),
        fc.array(
          fc.record({ weight: fc.integer({ min: 0, max: 80 }), ticks: fc.integer({ min: 0, max: 3 }) }),
          {
            maxLength: 20,
          },
        ),
        async (maxActive, budget, pieces) => {
          const slots = new WeightedSlots(maxActive, budget);
          let active = 0;
          let used = 0;
          const finished = await Promise.all(
            pieces.map((piece) =>
              slots.run(piece.weight, async () => {
                active += 1;
                used += piece.weight;
                expect(active).toBeLessThanOrEqual(maxActive);
                if (active > 1) expect(used).toBeLessThanOrEqual(budget);
                for (let i = 0; i < piece.ticks; i += 1) await tick();
                active -= 1;
                used -= piece.weight;
                return true;
              }),
            ),
          );
          expect(finished).toHaveLength(pieces.length);
          expect(slots.activeCount + slots.pendingCount).toBe(0);
        },
      ),
    );
  });
});
