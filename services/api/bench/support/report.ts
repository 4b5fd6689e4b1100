import type { ProbeResult } from './api-process';
import { percentile, rate, type Window } from './load';

const round = (n: number, digits = 2) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : null);

export const p50 = (w: Window) => round(percentile(w.latencies, 50));
export const p99 = (w: Window) => round(percentile(w.latencies, 99));
export const perSecond = (w: Window) => Math.round(rate(w));

export function windowRow(w: Window, beside = ''): string {
  return row(
    w.name,
    w.ops.toLocaleString('en'),
    perSecond(w).toLocaleString('en'),
    String(p50(w)),
    String(p99(w)),
    beside,
  );
}

export function row(...cells: string[]): string {
  const widths = [42, 9, 10, 9, 9];
  return cells
    .map((c, i) => (i === 0 ? c.padEnd(widths[0]!) : i < 5 ? c.padStart(widths[i]!) : `  ${c}`))
    .join(' ');
}

export const header = () => row('measurement', 'n', 'per s', 'p50 ms', 'p99 ms', 'beside it');

type Probed = ProbeResult & { ops: number };

/** Database and Redis round trips per command in a probed window. */
export const perOp = (p: Probed) => ({
  pg: p.ops ? Number((p.pg / p.ops).toFixed(1)) : null,
  redis: p.ops ? Number((p.redis / p.ops).toFixed(1)) : null,
});

/** The api's CPU profile of a probed window: where its busy time went, per area and per frame. */
export function profileReport(p: Probed, command: string, unit = 'command'): string {
  const trips = perOp(p);
  const lines = [
    `\nprofile of ${command} (${p.ops} ${unit}s, 1 client, api process): ${trips.pg} PostgreSQL and ${trips.redis} Redis round trips per ${unit}; ${p.connects ?? '?'} new PostgreSQL connections in the window`,
  ];
  if (p.statements?.length && p.ops) {
    lines.push(
      `  PostgreSQL statements per ${unit}, and each one's wait for its answer (mean, profiler on):`,
    );
    for (const st of p.statements.slice(0, 24))
      lines.push(
        `    ${(st.n / p.ops).toFixed(2).padStart(6)}  ${(st.ms === undefined ? '?' : (st.ms / st.n).toFixed(2)).padStart(6)} ms  ${st.text}`,
      );
  }
  if (!p.profile) return [...lines, '  (no profile taken)'].join('\n');
  const perCommand = (ms: number) => (p.ops ? (ms / p.ops).toFixed(2) : '?');
  lines.push(`  busy ${perCommand(p.profile.busyMs)} ms of CPU per ${unit}; by area (self time):`);
  for (const a of p.profile.areas.slice(0, 8))
    lines.push(
      `    ${(a.share * 100).toFixed(1).padStart(5)}%  ${perCommand(a.ms).padStart(6)} ms  ${a.name}`,
    );
  lines.push('  top frames (self time):');
  for (const f of p.profile.frames.slice(0, 10))
    lines.push(`    ${(f.share * 100).toFixed(1).padStart(5)}%  ${f.name}`);
  return lines.join('\n');
}

/** The slowest ops of a 1-client window with their place in it (a pattern says timer, pool or GC). */
export function slowestOps(w: Window, count = 8): string {
  const ranked = w.latencies
    .map((ms, i) => ({ ms, i }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
  return `  slowest of ${w.name}: ${ranked.map((r) => `#${r.i} ${r.ms.toFixed(1)} ms`).join(', ')}`;
}
