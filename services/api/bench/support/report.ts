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
