// npm start: applies migrations, then runs the api and the worker as two processes until Ctrl-C.
// A process that exits unexpectedly is restarted with a back-off (scripts/supervise.mjs), so a
// dependency that was away for a while does not leave the product half-running.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { supervise } from './supervise.mjs';

const node = process.execPath;
const migrate = spawnSync(node, ['dist/services/api/main.js', 'migrate'], { stdio: 'inherit' });
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

// As the Docker image sets them: glibc gives a photo decode's large blocks back and reuses the rest.
const malloc = parseEnv(readFileSync(new URL('../infra/docker/api-malloc.env', import.meta.url), 'utf8'));
const apiEnv = { ...malloc, ...process.env };
supervise([
  { name: 'api', command: node, args: ['dist/services/api/main.js'], env: apiEnv },
  { name: 'worker', command: node, args: ['dist/services/worker/main.js'] },
]);

const port = process.env.PORT || '3000';
const host = process.env.HOST || '127.0.0.1';
console.log(
  `[start] slabworks is starting: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/ (health: /api/health)`,
);
