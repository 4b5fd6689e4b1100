import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares secrets without leaking where they differ or how long the expected one is. */
export function constantTimeEqual(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b) && given.length === expected.length;
}
