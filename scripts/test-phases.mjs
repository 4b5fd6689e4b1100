// `npm test`: every phase in order, stopping at the first that fails, then each phase's time, so a
// slow run says where its time went (issue 33). A phase is one npm script; add one here to add a phase.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const PHASES = [
  ['services', 'npm run services'],
  ['checks', 'npm run checks'],
  ['jest', 'npm run test:jest'],
  ['vitest', 'npm run test -w @slabworks/web'],
  ['journeys', 'npm run test:e2e -w @slabworks/web'],
];

// TEST_PHASES=jest,journeys runs only these (by name), e.g. to time one phase the way CI runs it.
const chosen = process.env.TEST_PHASES?.split(',').map((name) => name.trim());
const phases = chosen ? PHASES.filter(([name]) => chosen.includes(name)) : PHASES;

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

// CPU time of every finished child process (Linux's cutime + cstime of this process, 100 ticks a
// second): beside the wall time it says whether a phase kept both cores busy or waited.
const childrenCpuMs = () => {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return undefined;
  }
};
const started = Date.now();
const times = [];
let failed;
for (const [name, command] of phases) {
  const t0 = Date.now();
  const cpu0 = childrenCpuMs();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  const cpu = cpu0 === undefined ? undefined : childrenCpuMs() - cpu0;
  times.push([name, Date.now() - t0, status === 0 ? 'ok' : `failed (${status})`, cpu]);
  if (status !== 0) {
    failed = status ?? 1;
    break;
  }
}
console.log('\nphase times (wall; CPU of its processes, PostgreSQL and Redis not counted)');
const install = process.env.TEST_PHASES_INSTALL_SECONDS; // .ci/run's npm ci
if (install) console.log(`  ${'npm ci'.padEnd(12)} ${`${install} s`.padStart(6)}  ok`);
for (const [name, ms, result, cpu] of times) {
  const used = cpu === undefined ? '' : `  cpu ${seconds(cpu).padStart(6)}`;
  console.log(`  ${name.padEnd(12)} ${seconds(ms).padStart(6)}${used}  ${result}`);
}
console.log(`  ${'total'.padEnd(12)} ${seconds(Date.now() - started).padStart(6)}`);
process.exit(failed ?? 0);
