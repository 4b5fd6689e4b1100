import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { StartedTestContainer } from 'testcontainers';
import { eventStoreContract } from '../contract/event-store.contract';
import { createEventStore } from '../create-event-store';
import { connectKurrentDb } from './kurrentdb-connection';

// The contract needs a real KurrentDB: ESDB_URL, or a Docker engine to start one in. Build machines
// have neither, so there the suite is reported as skipped instead of failing. One command against a
// running server: ESDB_URL='kurrentdb://127.0.0.1:2113?tls=false' npx jest libs/event-store/src/eventstoredb
const dockerAnswers = () => spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 5000 }).status === 0;
const esdbAvailable = Boolean(process.env.ESDB_URL) || dockerAnswers();
const describeIfEsdb = esdbAvailable ? describe : describe.skip;

/** The image docker-compose.yml pins (x-kurrentdb), so the tests run the server production runs. */
export function composeKurrentDbImage(): string {
  const compose = readFileSync(resolve(__dirname, '../../../../docker-compose.yml'), 'utf8');
  const image = /^x-kurrentdb:[\s\S]*?^\s+image:\s*(\S+)/m.exec(compose)?.[1];
  if (!image || image.endsWith(':latest')) throw new Error('docker-compose.yml pins no KurrentDB image');
  return image;
}

/**
 * /health/live answers before the node (or cluster) has elected a leader; appends fail until then.
 * A read of $all that requires the leader succeeds only once there is one.
 */
export async function waitForLeader(url: string, timeoutMs = 60_000): Promise<void> {
  const client = connectKurrentDb(url);
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      try {
        for await (const _ of client.readAll({ maxCount: 1, requiresLeader: true })) break;
        return;
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`KurrentDB at ${url} has no leader: ${String(error)}`);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  } finally {
    await client.dispose();
  }
}

describeIfEsdb('EventStoreDB adapter', () => {
  let container: StartedTestContainer | undefined;

  eventStoreContract('EventStoreDB', {
    async create() {
      let url = process.env.ESDB_URL;
      if (!url) {
        // Loaded only here: the skipped path must not depend on testcontainers loading at all.
        const { GenericContainer, Wait } = await import('testcontainers');
        container = await new GenericContainer(composeKurrentDbImage())
          .withEnvironment({ KURRENTDB_INSECURE: 'true', KURRENTDB_RUN_PROJECTIONS: 'None' })
          .withExposedPorts(2113)
          .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
          .withStartupTimeout(120_000)
          .start();
        url = `kurrentdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`;
      }
      await waitForLeader(url);
      return createEventStore({ kind: 'eventstoredb', url });
    },
    async dispose() {
      await container?.stop();
    },
  });
});

describe('EventStoreDB test setup', () => {
  it('pins the image docker-compose.yml runs', () => {
    expect(composeKurrentDbImage()).toBe('docker.kurrent.io/kurrent-latest/kurrentdb:25.1');
  });
});
