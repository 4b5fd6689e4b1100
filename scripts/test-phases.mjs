// `npm test`: every phase, stopping at the first stage that fails, then each phase's time, so a slow
// run says where its time went (issue 33). A phase is one npm script; add one here to add a phase.
//
// Stages run one after another; the lanes of a stage run side by side. Jest keeps about 1.4 of two
// cores busy and the journeys about 0.75 (they wait on PostgreSQL and the browser), so the journeys
// run beside jest and the component tests instead of after them. Each test makes its own database
// and Redis prefix, and the bundles both need are built once under one lock (bundles-build.lock).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const PHASES = {
  services: 'npm run services',
  checks: 'npm run checks',
  jest: 'npm run test:jest',
  vitest: 'npm run test -w @slabworks/web',
  journeys: 'npm run test:e2e -w @slabworks/web',
};
/** Stages → lanes → phases, in order. `TEST_PHASES_SERIAL=1` runs every phase alone, as before. */
const STAGES = process.env.TEST_PHASES_SERIAL
  ? Object.keys(PHASES).map((name) => [[name]])
  : [[['services']], [['checks']], [['jest', 'vitest'], ['journeys']]];

// TEST_PHASES=jest,journeys runs only these (by name), e.g. to time one phase the way CI runs it.
const chosen = process.env.TEST_PHASES?.split(',').map((name) => name.trim());
const stages = STAGES.map((lanes) =>
  lanes.map((lane) => lane.filter((name) => !chosen || chosen.includes(name))).filter((lane) => lane.length),
).filter((lanes) => lanes.length);

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

// CPU time of every finished child process (Linux's cutime + cstime of this process, 100 ticks a
// second): beside the wall time it says whether the phases kept both cores busy or waited.
const childrenCpuMs = () => {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return undefined;
  }
};

// A failure's own lines scroll far up in a side-by-side run (a journey file prints when it ends), and
// CI shows only the end of the output: they are said again just above the phase times.
const FAILURE_START = /^\s*● (?!Console$)|✖ failing tests:/;
// What a phase prints next: the next journey file's output, jest's next test file.
const FAILURE_END = /^── .* ──$|^(PASS|FAIL) /;
const LINES_PER_FAILURE = 30;
const MOST_FAILURES = 4;
const failures = [];
const failureLines = (name) => {
  let current;
  let left = 0;
  return (line) => {
    if (FAILURE_START.test(line)) {
      current = failures.length < MOST_FAILURES ? [] : undefined;
      if (current) failures.push(current);
      left = LINES_PER_FAILURE;
    } else if (FAILURE_END.test(line)) left = 0;
    if (current && left > 0) {
      left -= 1;
      current.push(`[${name}] ${line}`);
    }
  };
};

/** One phase; beside another lane its lines carry its name, so interleaved output stays readable. */
const runPhase = (name, prefixed) =>
  new Promise((resolve) => {
    const child = spawn(PHASES[name], {
      shell: true,
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefixed)
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        const remember = failureLines(name);
        createInterface({ input: stream }).on('line', (line) => {
          out.write(`[${name}] ${line}\n`);
          remember(line);
        });
      }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const started = Date.now();
const times = [];
let failed;
for (const lanes of stages) {
  const t0 = Date.now();
  const cpu0 = childrenCpuMs();
  const together = lanes.length > 1;
  const results = await Promise.all(
    lanes.map(async (lane) => {
      for (const name of lane) {
        const p0 = Date.now();
        const status = await runPhase(name, together);
        times.push([name, Date.now() - p0, status === 0 ? 'ok' : `failed (${status})`]);
        if (status !== 0) return status;
      }
      return 0;
    }),
  );
  const cpu = cpu0 === undefined ? undefined : childrenCpuMs() - cpu0;
  times.push([`(${lanes.map((lane) => lane.join(' → ')).join(' | ')})`, Date.now() - t0, 'stage', cpu]);
  failed = results.find((status) => status !== 0);
  if (failed !== undefined) break;
}
if (failures.length) {
  console.log(`\nfailures, again (the first ${LINES_PER_FAILURE} lines of each, at most ${MOST_FAILURES})`);
  for (const lines of failures) console.log(lines.join('\n'));
}
console.log(
  '\nphase times (wall; a stage: its phases side by side, and the CPU of their processes, PostgreSQL and Redis not counted)',
);
const install = process.env.TEST_PHASES_INSTALL_SECONDS; // .ci/run's npm ci
if (install) console.log(`  ${'npm ci'.padEnd(12)} ${`${install} s`.padStart(6)}  ok`);
for (const [name, ms, result, cpu] of times) {
  const used = cpu === undefined ? '' : `  cpu ${seconds(cpu).padStart(6)}`;
  console.log(`  ${name.padEnd(12)} ${seconds(ms).padStart(6)}${used}  ${result}`);
}
console.log(`  ${'total'.padEnd(12)} ${seconds(Date.now() - started).padStart(6)}`);
process.exit(failed ?? 0);
