import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface FloorProcess {
  readonly url: string;
  stop(): Promise<void>;
}

/** http-floor.ts in a child process (swc-compiled like the api), answering once it listens. */
export async function startHttpFloor(databaseUrl: string): Promise<FloorProcess> {
  const child = spawn(
    process.execPath,
    ['-r', join(__dirname, '..', 'swc-register.cjs'), join(__dirname, 'http-floor.ts')],
    { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`http floor did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /floor listening (http:\/\/\S+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]!);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`http floor exited with ${code}:\n${output}`)));
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
