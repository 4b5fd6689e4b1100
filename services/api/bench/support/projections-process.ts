import { fork } from 'node:child_process';
import { join } from 'node:path';

export interface ProjectionsProcess {
  stop(): Promise<void>;
}

/**
 * The read-model runners (PROJECTIONS) in a child process, as the worker runs them: run inside the
 * bench process they waited for the load generator's callbacks on one event loop, which the
 * projection lag then counted (docs/performance.md, session 22).
 */
export function startProjectionsProcess(databaseUrl: string): Promise<ProjectionsProcess> {
  const child = fork(join(__dirname, '../../../../libs/read-models/src/testing/projections.child.ts'), [], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    execArgv: ['-r', join(__dirname, '../swc-register.cjs')],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.send('stop');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve({ stop }));
    child.once('exit', (code) => reject(new Error(`projections process exited early (${code})`)));
  });
}
