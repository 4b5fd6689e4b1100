import type Redis from 'ioredis';

// A counter that lives for a window: INCR, and an expiry set when the key is new. One Lua command
// instead of MULTI/INCR/EXPIRE/EXEC: the transaction cost the public api a fifth of its CPU per
// request (four commands through ioredis' pipeline; bench:card-data's profile, docs/performance.md).
// INCRBY: a process may take several at once (window-budget.ts); the key is new when the count is what was added.
const COUNT_IN_WINDOW = `local n = redis.call('INCRBY', KEYS[1], ARGV[2])
if n == tonumber(ARGV[2]) then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return n`;

type Counting = Redis & { countInWindow(key: string, ttlSeconds: number, by: number): Promise<number> };
// defineCommand sends EVALSHA (the script once per connection, by hash after that).
const defined = new WeakSet<Redis>();

/** Adds `by` (one unless said) to `key` and returns the count; a new key expires after `ttlSeconds`. */
export async function countInWindow(redis: Redis, key: string, ttlSeconds: number, by = 1): Promise<number> {
  if (!defined.has(redis)) {
    redis.defineCommand('countInWindow', { numberOfKeys: 1, lua: COUNT_IN_WINDOW });
    defined.add(redis);
  }
  return (redis as Counting).countInWindow(key, ttlSeconds, by);
}
