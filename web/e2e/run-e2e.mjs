// Builds the app, runs the visitor journeys on fixtures, then the member journeys against the real api
// (scratch database, unique Redis prefix), all with node:test + playwright-core on Debian's Chromium.
//
//   node e2e/run-e2e.mjs                      every journey file
//   node e2e/run-e2e.mjs --only=order,audit   these files (by name, without .e2e.ts), one api for all
//   node e2e/run-e2e.mjs --no-build           reuse web/dist as it is
//   SCREENSHOTS=1 node e2e/run-e2e.mjs        keep every screenshot the journeys take (e2e/artifacts)
//   E2E_GREP='refund|profile photo' node e2e/run-e2e.mjs --only=my-orders
//                                             only the tests whose names match (node:test's name pattern)
//   E2E_JOURNEYS_AT_ONCE=1 node e2e/run-e2e.mjs   one file at a time (default 2)
//
// One Chromium serves every file (each file connects to it, E2E_BROWSER_WS); each file is still its
// own node:test process, so a journey file is a plain node:test file that also runs alone. Files run
// two at a time (each in browser contexts of its own, each with members of its own), their output
// printed file by file as each ends: the visitor journeys first, while the api and worker build and
// start, then the real-api files as slots free up. The files in OWN_API get an api and worker of
// their own (started once the first is up), so they run beside the others too. At the end: each
// file's time.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { startRealApi } from './support/real-api.mjs';

const { launchChromiumServer } = await tsImport('@slabworks/testing/src/chromium.ts', import.meta.url);

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(webDir, '..');
const args = process.argv.slice(2);
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

/** The visitor journeys run on fixtures (no api); run first. */
const FIXTURE_JOURNEYS = ['visitor'];
/**
 * Against one real api. A new journey file is listed here by name; it then runs beside the others,
 * so it makes its own members, staff and data and never expects a shared list to hold only its rows.
 * The longest files come first, so the last to start are short and both slots end close together.
 */
const REAL_API_JOURNEYS = [
  'accessibility',
  'console-admin-screens',
  'social',
  'console-content',
  'console-orders',
  'order',
  'card-data',
  'coupons',
  'reholder',
  'my-orders',
  'audit',
  'account',
  'console',
  'member',
  'console-payments',
  'taiwan',
  'console-scoring',
  'console-bulk',
  'console-labels',
  'payment-methods',
  'console-receiving',
  'payment-retry',
];
/**
 * On an api of their own: payment-retry's expiry case moves the api's test clock a day on, which
 * expires every unpaid order the api holds, other journeys' included.
 */
const OWN_API = ['payment-retry'];
const JOURNEYS_AT_ONCE = Math.max(1, Number(process.env.E2E_JOURNEYS_AT_ONCE ?? 2));
const wanted = (name) => !only || only.split(',').includes(name);
if (only) {
  const unknown = only.split(',').filter((n) => ![...FIXTURE_JOURNEYS, ...REAL_API_JOURNEYS].includes(n));
  if (unknown.length > 0) {
    console.error(`no journey file named ${unknown.join(', ')} (see REAL_API_JOURNEYS in e2e/run-e2e.mjs)`);
    process.exit(2);
  }
}

/** `quietly`: the child's output is kept and printed in one piece when it ends (files running side by side). */
const run = (command, commandArgs, env = process.env, { quietly = false, title = '' } = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd: webDir,
      stdio: quietly ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env,
    });
    const output = [];
    if (quietly) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code, signal) => {
      if (quietly) {
        process.stdout.write(`\n── ${title} ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code ?? (signal ? 1 : 0));
    });
  });

const times = [];
const timed = async (name, work) => {
  const started = Date.now();
  const result = await work();
  times.push([name, Date.now() - started, result]);
  return result;
};

const runJourneys = (name, env, quietly = false) =>
  timed(name, () =>
    run(
      process.execPath,
      [
        '--import',
        'tsx',
        '--test',
        '--test-concurrency=1',
        '--test-reporter=spec',
        ...(process.env.E2E_GREP ? [`--test-name-pattern=${process.env.E2E_GREP}`] : []),
        `e2e/journeys/${name}.e2e.ts`,
      ],
      env,
      { quietly, title: `${name}.e2e.ts` },
    ),
  );

/**
 * Runs the files `atOnce` at a time, each next file starting as soon as a slot is free and its
 * environment (its api) is ready; answers the failures.
 */
const runSideBySide = async (jobs, atOnce) => {
  const waiting = [...jobs];
  let failures = 0;
  const slot = async () => {
    for (let job = waiting.shift(); job !== undefined; job = waiting.shift()) {
      // Not `failures += await …`: that reads `failures` before the await, so one slot's failure was
      // overwritten by the other slot's later success and a failed file let the run pass.
      const failed = await runJourneys(job.name, await job.env, atOnce > 1);
      failures += failed;
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, jobs.length) }, slot));
  return failures;
};

const started = Date.now();
let failed = 0;
if (!args.includes('--no-build')) {
  const built = await timed('(vite build)', () => run('npx', ['vite', 'build']));
  if (built !== 0) process.exit(1);
}

const browser = await launchChromiumServer();
const browserEnv = { ...process.env, E2E_BROWSER_WS: browser.wsEndpoint() };
const apis = [];
const stopAll = async () => {
  await Promise.all(apis.map((api) => api.stop()));
  await browser.close();
};
const stopOnSignal = (signal) => void stopAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);

/** An api with its worker (the read models) on a scratch database, and the env its journeys get. */
const realApiEnv = async (label, logName) => {
  const apiStarted = Date.now();
  const api = await startRealApi({
    repoRoot,
    webDist: join(webDir, 'dist'),
    artifactsDir: join(webDir, 'e2e', 'artifacts'),
    logName,
  });
  apis.push(api);
  times.push([label, Date.now() - apiStarted, 0]);
  return { ...browserEnv, E2E_REAL_API_URL: api.url, E2E_REAL_DATABASE_URL: api.databaseUrl };
};

try {
  const fixtureJourneys = FIXTURE_JOURNEYS.filter(wanted);
  const realApiJourneys = REAL_API_JOURNEYS.filter(wanted);
  const shared = realApiJourneys.filter((name) => !OWN_API.includes(name));
  const ownApi = realApiJourneys.filter((name) => OWN_API.includes(name));
  // One api for the shared files builds (a clean clone has no dist/) and starts while the fixture
  // journeys run; the own-api files' apis start from its bundles once it is up.
  const sharedEnv = realApiJourneys.length ? realApiEnv('(api build and start)', 'api') : undefined;
  const jobs = [
    ...fixtureJourneys.map((name) => ({ name, env: browserEnv })),
    ...shared.map((name) => ({ name, env: sharedEnv })),
    ...ownApi.map((name) => ({
      name,
      env: sharedEnv.then(() => realApiEnv(`(${name}'s own api)`, `api-${name}`)),
    })),
  ];
  // Awaited by the slots, where a failure ends the run; meanwhile no rejection goes unhandled.
  for (const job of jobs) Promise.resolve(job.env).catch(() => undefined);
  failed += await runSideBySide(jobs, JOURNEYS_AT_ONCE);
} finally {
  await stopAll();
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  `\njourney times (api build and start overlap the fixture journeys; ${JOURNEYS_AT_ONCE} files at a time)`,
);
for (const [name, ms, code] of times)
  console.log(`  ${name.padEnd(24)} ${seconds(ms).padStart(8)}  ${code === 0 ? 'ok' : 'FAILED'}`);
console.log(`  ${'total'.padEnd(24)} ${seconds(Date.now() - started).padStart(8)}`);
process.exit(failed === 0 ? 0 : 1);
