import type { RecordedEvent } from '../event-store.port';
import { encodeEsdbCheckpoint } from './eventstoredb-checkpoint';
import { EsdbSubscription } from './eventstoredb-subscription';
import { fakeSubscribingClient } from './testing/fake-grpc-subscription';
import { until } from './testing/until';

// The client's real Subscription is a Transform: while the wrapper has paused it (back-pressure), up
// to 16 events wait in its buffer, yet it emits caughtUp and calls checkpointReached as soon as the
// gRPC message arrives. These tests drive it with a fake gRPC stream and a small high-water mark.
const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));
const at = (n: number) => encodeEsdbCheckpoint({ commit: BigInt(n), prepare: BigInt(n) });

function recorder() {
  const timeline: string[] = [];
  let release: (() => void) | undefined;
  let gate: Promise<void> | undefined = new Promise<void>((resolve) => (release = resolve));
  return {
    timeline,
    open: () => {
      release?.();
      gate = undefined;
    },
    handlers: {
      onEvents: async (batch: RecordedEvent[]) => {
        await gate; // the first batches wait: the queue fills and the wrapper pauses the client
        await tick(1);
        timeline.push(...batch.map((e) => `event ${e.revision}`));
      },
      onCaughtUp: () => void timeline.push('caughtUp'),
      onPassed: async (checkpoint: string) => void timeline.push(`passed ${checkpoint}`),
      onError: () => undefined,
    },
  };
}

/** A subscription of one event a batch whose first batches wait for `r.open()`: the client pauses. */
function heldBackSubscription() {
  const { client, opened } = fakeSubscribingClient();
  const r = recorder();
  const sub = new EsdbSubscription(
    client,
    { eventTypes: ['OrderPlaced'], batchSize: 1, highWater: 2 },
    r.handlers,
  );
  return { opened, r, sub };
}

describe('EsdbSubscription over the client Subscription under back-pressure', () => {
  it('hands on caught-up and checkpoints only after the events received before them', async () => {
    const { opened, r, sub } = heldBackSubscription();
    const { grpc } = opened[0];
    grpc.confirmation();
    for (let n = 1; n <= 6; n++) grpc.event(n);
    grpc.checkpoint(700n);
    grpc.caughtUp();
    await until(() => opened[0].subscription.isPaused(), 'the wrapper pauses the client');
    await tick(30);
    r.open();
    await until(() => r.timeline.includes('caughtUp'), 'caught up is handed on');
    await tick(50); // anything handed on after it would show here
    expect(r.timeline).toEqual([
      'event 1',
      'event 2',
      'event 3',
      'event 4',
      'event 5',
      'event 6',
      `passed ${at(700)}`,
      'caughtUp',
    ]);
    await sub.close();
  });

  it('resubscribes after a drop while paused from the last event received, not from a checkpoint behind buffered events', async () => {
    const { opened, r, sub } = heldBackSubscription();
    const first = opened[0].grpc;
    for (let n = 1; n <= 6; n++) first.event(n);
    first.checkpoint(700n);
    await until(() => opened[0].subscription.isPaused(), 'the wrapper pauses the client');
    await tick(30);
    opened[0].subscription.emit('error', new Error('connection dropped'));
    await until(() => opened.length >= 2, 'it resubscribes');
    expect(opened).toHaveLength(2);
    // The wrapper paused the client with events still in its buffer (here 4-6, as the wrapper's
    // queue held 3): the new subscription starts at the last event taken, below them and the
    // checkpoint 700 that arrived behind them (the old code started at 700 and lost 4-6).
    const from = opened[1].options.fromPosition as { commit: bigint };
    expect(from.commit < 600n).toBe(true);
    r.open();
    const second = opened[1].grpc;
    for (let n = Number(from.commit / 100n) + 1; n <= 6; n++) second.event(n);
    await until(() => r.timeline.includes('event 6'), 'event 6 is handed on');
    await tick(50); // a checkpoint handed on late would show here
    expect(r.timeline.filter((t) => t.startsWith('event'))).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `event ${n}`).filter((t, i, all) => all.indexOf(t) === i),
    );
    expect(r.timeline).not.toContain(`passed ${at(700)}`);
    await sub.close();
  });

  it("resubscribes when the client's stream ends or closes, like on an error", async () => {
    const { client, opened } = fakeSubscribingClient();
    const delivered: number[] = [];
    const sub = new EsdbSubscription(
      client,
      { batchSize: 10 },
      { onEvents: async (batch) => void delivered.push(...batch.map((e) => e.revision)), onError: () => {} },
    );
    opened[0].grpc.event(1);
    opened[0].grpc.end(); // the server ended the call (e.g. a node leaving the cluster)
    await until(() => opened.length >= 2, 'it resubscribes after the end');
    expect(opened).toHaveLength(2);
    expect(opened[1].options.fromPosition).toEqual({ commit: 100n, prepare: 100n });
    opened[1].subscription.destroy(); // closed without an end or an error
    await until(() => opened.length >= 3, 'it resubscribes after the close');
    expect(opened).toHaveLength(3);
    expect(delivered).toEqual([1]);
    await sub.close();
  });

  it('close() waits for the running handler', async () => {
    const { client, opened } = fakeSubscribingClient();
    let finished = false;
    const sub = new EsdbSubscription(
      client,
      { batchSize: 10 },
      {
        onEvents: async () => {
          await tick(50);
          finished = true;
        },
      },
    );
    opened[0].grpc.event(1);
    await tick(5);
    await sub.close();
    expect(finished).toBe(true);
    expect(opened[0].grpc.cancelled).toBe(true);
  });
});
