// npm start: applies migrations, then runs the api and the worker as two processes until Ctrl-C.
// If either exits, the other is stopped too, so a half-running product never goes unnoticed.
import { spawn, spawnSync } from 'node:child_process';

const node = process.execPath;
const migrate = spawnSync(node, ['dist/services/api/main.js', 'migrate'], { stdio: 'inherit' });
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

// As the Docker image sets them: glibc gives a photo decode's memory back instead of keeping it.
const apiEnv = { MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072', ...process.env };
const children = [
  ['api', spawn(node, ['dist/services/api/main.js'], { stdio: 'inherit', env: apiEnv })],
  ['worker', spawn(node, ['dist/services/worker/main.js'], { stdio: 'inherit' })],
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const [, child] of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 10_000).unref();
  Promise.all(
    children.map(([, c]) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r)))),
  ).then(() => process.exit(code));
}

for (const [name, child] of children) {
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[start] ${name} exited (${signal ?? code}); stopping the rest`);
    stop(code ?? 1);
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const port = process.env.PORT || '3000';
const host = process.env.HOST || '127.0.0.1';
console.log(
  `[start] slabworks is starting: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/ (health: /api/health)`,
);
