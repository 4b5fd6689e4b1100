// Runs a few long-lived programs (npm start: the api and the worker) and restarts one that exits
// when it was not asked to, after a back-off that grows while it keeps failing (a database that
// stays away, a bad configuration) and starts over once it has run a while. SIGINT or SIGTERM stops
// them all. In containers the orchestrator does this instead (docs/operations.md).
import { spawn } from 'node:child_process';

const DEFAULTS = {
  backoffMs: [1_000, 2_000, 5_000, 10_000, 30_000],
  stableMs: 60_000,
  stopTimeoutMs: 10_000,
};

/**
 * @param {Array<{ name: string, command: string, args: string[], env?: NodeJS.ProcessEnv }>} programs
 * @param {{ backoffMs?: number[], stableMs?: number, stopTimeoutMs?: number, log?: (line: string) => void,
 *           stdio?: import('node:child_process').StdioOptions }} [options]
 */
export function supervise(programs, options = {}) {
  const { backoffMs, stableMs, stopTimeoutMs } = { ...DEFAULTS, ...options };
  const log = options.log ?? ((line) => console.error(`[start] ${line}`));
  const running = new Map();
  let stopping = false;

  function launch(program, failures) {
    const startedAt = Date.now();
    const child = spawn(program.command, program.args, {
      stdio: options.stdio ?? 'inherit',
      env: program.env,
    });
    running.set(program.name, child);
    child.on('exit', (code, signal) => {
      running.delete(program.name);
      if (stopping) return;
      // A run that lasted counts as recovered: the next failure waits the shortest time again.
      const streak = Date.now() - startedAt >= stableMs ? 0 : failures;
      const wait = backoffMs[Math.min(streak, backoffMs.length - 1)];
      log(`${program.name} exited (${signal ?? code}); restarting in ${wait / 1000} s`);
      setTimeout(() => stopping || launch(program, streak + 1), wait);
    });
  }

  function stop() {
    if (stopping) return;
    stopping = true;
    const children = [...running.values()];
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(0), stopTimeoutMs).unref();
    Promise.all(children.map((c) => new Promise((r) => c.once('exit', r)))).then(() => process.exit(0));
  }

  for (const program of programs) launch(program, 0);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return { pids: () => Object.fromEntries([...running].map(([name, child]) => [name, child.pid])) };
}
