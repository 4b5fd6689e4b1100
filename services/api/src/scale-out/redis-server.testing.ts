import { spawn, type ChildProcess } from 'node:child_process';
import IORedis from 'ioredis';
import { waitFor } from './processes.testing';

/**
 * A Redis server of the test's own (Debian's redis-server, which `npm run services` installs), so a
 * test can stop and restart it, losing its data as an unpersisted Redis does, without touching the
 * server other tests share.
 */
export class RedisServer {
  private child?: ChildProcess;

  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(
      process.env.REDIS_SERVER_PATH ?? 'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    this.child = child;
    await waitFor(
      `redis-server on ${this.port}`,
      async () => {
        if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode})`);
        const probe = new IORedis(this.url, {
          lazyConnect: true,
          maxRetriesPerRequest: 0,
          retryStrategy: () => null,
        });
        probe.on('error', () => undefined);
        try {
          await probe.connect();
          return (await probe.ping()) === 'PONG';
        } finally {
          probe.disconnect();
        }
      },
      10_000,
      100,
    );
  }

  /** As a crash or a restart without persistence: everything in it is gone. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}
