export interface Window {
  name: string;
  clients: number;
  ops: number;
  failures: number;
  seconds: number;
  latencies: number[];
}

export interface WindowLimits {
  clients: number;
  seconds: number;
  maxOps: number;
}

export const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

export const rate = (w: Window): number => w.ops / w.seconds;

/**
 * `clients` closed loops of `op` until `seconds` pass or `maxOps` ops were started, whichever comes
 * first. `op(client, seq)` returns false when it has nothing left to do for that client; a thrown
 * error counts as a failure and is reported once, the loop goes on.
 */
export async function measure(
  name: string,
  limits: WindowLimits,
  op: (client: number, seq: number) => Promise<boolean | void>,
): Promise<Window> {
  const latencies: number[] = [];
  let started = 0;
  let failures = 0;
  let firstError: unknown;
  const start = performance.now();
  const end = start + limits.seconds * 1000;
  await Promise.all(
    Array.from({ length: limits.clients }, async (_, client) => {
      while (performance.now() < end && started < limits.maxOps) {
        const seq = started++;
        const t = performance.now();
        try {
          if ((await op(client, seq)) === false) return;
          latencies.push(performance.now() - t);
        } catch (error) {
          failures += 1;
          firstError ??= error;
        }
      }
    }),
  );
  if (firstError) console.error(`  ${name}: ${failures} failed; first: ${String(firstError)}`);
  const seconds = (performance.now() - start) / 1000;
  return { name, clients: limits.clients, ops: latencies.length, failures, seconds, latencies };
}
