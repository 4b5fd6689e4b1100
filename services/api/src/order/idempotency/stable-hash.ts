import { createHash } from 'node:crypto';

const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
};

/** Same request, same hash, whatever the order of the JSON keys. */
export const requestHash = (route: string, body: unknown): string =>
  createHash('sha256')
    .update(`${route}\n${JSON.stringify(canonical(body ?? null))}`)
    .digest('hex');
