import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { loadConfig } from '@slabworks/config';
import { WindowBudget } from './window-budget';

// Against the machine's Redis, under a prefix of this run's own.
describe('WindowBudget: a per-window budget shared through Redis, taken in chunks', () => {
  let redis: Redis;
  const prefix = `test:${randomUUID()}:budget`;

  beforeAll(() => {
    redis = new Redis(loadConfig().redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  const spendMany = async (budgets: WindowBudget[], subject: string, limit: number, requests: number) => {
    const answers = await Promise.all(
      Array.from({ length: requests }, (_, i) => budgets[i % budgets.length].spend(prefix, subject, limit)),
    );
    return answers;
  };

  it('one request at a time is exactly the counter it replaced: the limit, then refusals with Retry-After', async () => {
    const budget = new WindowBudget(redis, 60);
    const subject = randomUUID();
    const answers = [];
    for (let i = 0; i < 7; i += 1) answers.push(await budget.spend(prefix, subject, 5));
    expect(answers.filter((a) => a.allowed)).toHaveLength(5);
    expect(answers.slice(0, 5).every((a) => a.allowed)).toBe(true);
    const refused = answers[6];
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfter).toBeGreaterThan(0);
      expect(refused.retryAfter).toBeLessThanOrEqual(60);
    }
  });

  it('never serves more than the limit across processes, and refuses few early', async () => {
    const subject = randomUUID();
    const processes = [0, 1, 2].map(() => new WindowBudget(redis, 60));
    const answers = await spendMany(processes, subject, 100, 400);
    const served = answers.filter((a) => a.allowed).length;
    expect(served).toBeLessThanOrEqual(100);
    // Each process holds at most a 16th of the budget unspent (6 of 100).
    expect(served).toBeGreaterThanOrEqual(100 - 3 * 6);
    // The counter handed out no unit twice: it holds at least what was served.
    const [counter] = await redis.keys(`${prefix}:${subject}:*`);
    expect(Number(await redis.get(counter))).toBeGreaterThanOrEqual(served);
    expect(await redis.ttl(counter)).toBeGreaterThan(60);
  });

  it('asks Redis for fewer than one request each while requests come quickly', async () => {
    const budget = new WindowBudget(redis, 60);
    const subject = randomUUID();
    await budget.spend(prefix, subject, 1_000_000);
    const asked = jest.spyOn(redis as unknown as { countInWindow: () => Promise<number> }, 'countInWindow');
    for (let i = 0; i < 200; i += 1)
      expect((await budget.spend(prefix, subject, 1_000_000)).allowed).toBe(true);
    expect(asked.mock.calls.length).toBeLessThan(40);
    asked.mockRestore();
  });

  it('starts afresh in the next window', async () => {
    let now = Date.parse('2026-12-07T10:00:05Z');
    const budget = new WindowBudget(redis, 60, () => now);
    const subject = randomUUID();
    expect((await budget.spend(prefix, subject, 1)).allowed).toBe(true);
    expect(await budget.spend(prefix, subject, 1)).toEqual({ allowed: false, retryAfter: 55 });
    now += 60_000;
    expect((await budget.spend(prefix, subject, 1)).allowed).toBe(true);
  });
});
