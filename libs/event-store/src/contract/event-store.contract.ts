import { randomUUID } from 'node:crypto';
import type { EventStore, RecordedEvent } from '../event-store.port';
import { WrongExpectedVersionError } from '../wrong-expected-version.error';
import { lateCommitContract } from './late-commit.contract';
import { subscriptionContract } from './subscription.contract';
import { event, eventsFor, eventually, type EventStoreContractFactory } from './contract.helpers';

export type { EventStoreContractFactory, HeldAppend } from './contract.helpers';

export function eventStoreContract(name: string, factory: EventStoreContractFactory): void {
  describe(`${name}: event store contract`, () => {
    const ctx = { store: undefined as unknown as EventStore, run: '' };
    const stream = (label: string) => `${ctx.run}${label}-${randomUUID().slice(0, 8)}`;

    beforeAll(async () => {
      ctx.store = await factory.create();
    }, 180_000);
    beforeEach(() => {
      ctx.run = `t${randomUUID().slice(0, 8)}-`;
    });
    afterAll(async () => {
      await ctx.store?.close();
      await factory.dispose?.();
    }, 60_000);

    it('appends to a new stream with no_stream and reads it back', async () => {
      const id = stream('order');
      const events = eventsFor(3, { actor: 'collector' });
      const result = await ctx.store.append(id, events, { expectedRevision: 'no_stream' });
      expect(result.nextExpectedRevision).toBe(2);
      expect(typeof result.position).toBe('string');

      const read = await ctx.store.read(id);
      expect(read.map((e) => [e.revision, e.id, e.type])).toEqual(events.map((e, i) => [i, e.id, e.type]));
      expect(read[0].data).toEqual(events[0].data);
      expect(read[0].metadata).toEqual({ actor: 'collector' });
      expect(read[0].createdAt).toBeInstanceOf(Date);
      expect(read[2].position).toBe(result.position);
      expect(typeof read[0].globalPosition).toBe('string');
      expect(await ctx.store.read(stream('missing'))).toEqual([]);
    });

    it('rejects a wrong expected revision with WrongExpectedVersionError', async () => {
      const id = stream('order');
      await ctx.store.append(id, [event()], { expectedRevision: 'no_stream' });
      const again = ctx.store.append(id, [event()], { expectedRevision: 'no_stream' });
      await expect(again).rejects.toBeInstanceOf(WrongExpectedVersionError);
      await expect(again).rejects.toMatchObject({ streamId: id, expected: 'no_stream', actual: 0 });
      await expect(ctx.store.append(id, [event()], { expectedRevision: 5 })).rejects.toMatchObject({
        expected: 5,
        actual: 0,
      });
      const missing = stream('missing');
      await expect(ctx.store.append(missing, [event()], { expectedRevision: 0 })).rejects.toMatchObject({
        actual: 'no_stream',
      });
      await expect(
        ctx.store.append(missing, [event()], { expectedRevision: 'stream_exists' }),
      ).rejects.toBeInstanceOf(WrongExpectedVersionError);
      expect(
        (await ctx.store.append(id, [event()], { expectedRevision: 'stream_exists' })).nextExpectedRevision,
      ).toBe(1);
      expect((await ctx.store.append(id, [event()], { expectedRevision: 'any' })).nextExpectedRevision).toBe(
        2,
      );
    });

    it('lets exactly one of 16 concurrent writers win each revision, with no gaps', async () => {
      const id = stream('contended');
      let expected: number | 'no_stream' = 'no_stream';
      for (let round = 0; round < 4; round++) {
        const attempts = await Promise.allSettled(
          Array.from({ length: 16 }, (_, writer) =>
            ctx.store.append(id, [event('Contended', { writer, round })], { expectedRevision: expected }),
          ),
        );
        const won = attempts.filter((a) => a.status === 'fulfilled');
        const lost = attempts.filter((a) => a.status === 'rejected');
        expect(won).toHaveLength(1);
        expect(
          lost.every((a) => (a as PromiseRejectedResult).reason instanceof WrongExpectedVersionError),
        ).toBe(true);
        expected = round;
      }
      const read = await ctx.store.read(id);
      expect(read.map((e) => e.revision)).toEqual([0, 1, 2, 3]);
      expect(read.map((e) => (e.data as { round: number }).round)).toEqual([0, 1, 2, 3]);
    });

    it('treats a retried append with the same ids and expected revision as done', async () => {
      const id = stream('order');
      const first = eventsFor(2);
      const original = await ctx.store.append(id, first, { expectedRevision: 'no_stream' });
      expect(await ctx.store.append(id, first, { expectedRevision: 'no_stream' })).toEqual(original);

      const second = [event()];
      const next = await ctx.store.append(id, second, { expectedRevision: 1 });
      expect(await ctx.store.append(id, second, { expectedRevision: 1 })).toEqual(next);
      expect((await ctx.store.read(id)).map((e) => e.id)).toEqual([...first, ...second].map((e) => e.id));

      await expect(ctx.store.append(id, [event()], { expectedRevision: 1 })).rejects.toBeInstanceOf(
        WrongExpectedVersionError,
      );
    });

    it('reads a revision range and a maximum count', async () => {
      const id = stream('order');
      await ctx.store.append(id, eventsFor(12), { expectedRevision: 'no_stream' });
      const revisions = (events: RecordedEvent[]) => events.map((e) => e.revision);
      expect(revisions(await ctx.store.read(id, { fromRevision: 1, toRevision: 3 }))).toEqual([1, 2, 3]);
      // Past revision 9, so an ordering by text instead of number would show.
      expect(revisions(await ctx.store.read(id))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
      expect(revisions(await ctx.store.read(id, { fromRevision: 9 }))).toEqual([9, 10, 11]);
      expect(revisions(await ctx.store.read(id, { toRevision: 1 }))).toEqual([0, 1]);
      expect(revisions(await ctx.store.read(id, { fromRevision: 2, maxCount: 2 }))).toEqual([2, 3]);
      expect(await ctx.store.read(id, { fromRevision: 12 })).toEqual([]);
    });

    it('reads as of a moment: exactly the events recorded until then', async () => {
      const id = stream('order');
      for (let i = 0; i < 3; i++) {
        await ctx.store.append(id, [event('Step', { i })], {
          expectedRevision: i === 0 ? 'no_stream' : i - 1,
        });
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const all = await ctx.store.read(id);
      const at = (until: Date) =>
        ctx.store.read(id, { until }).then((events) => events.map((e) => e.revision));
      expect(await at(all[1].createdAt)).toEqual([0, 1]);
      expect(await at(new Date(all[1].createdAt.getTime() - 1))).toEqual([0]);
      expect(await at(new Date(all[0].createdAt.getTime() - 1))).toEqual([]);
      expect(await at(new Date(Date.now() + 1000))).toEqual([0, 1, 2]);
    });

    it('reads the whole log forward from a checkpoint', async () => {
      const head = await ctx.store.headCheckpoint();
      const id = stream('order');
      await ctx.store.append(id, eventsFor(3), { expectedRevision: 'no_stream' });
      // Another session's open transaction can briefly hold back what a log reader may see.
      const page = await eventually(
        () => ctx.store.readAllForward({ fromCheckpoint: head, streamPrefixes: [ctx.run], maxCount: 2 }),
        (p) => p.events.length === 2,
      );
      expect(page.events.map((e) => e.revision)).toEqual([0, 1]);
      expect(page.isEnd).toBe(false);
      const rest = await ctx.store.readAllForward({
        fromCheckpoint: page.checkpoint,
        streamPrefixes: [ctx.run],
      });
      expect(rest.events.map((e) => e.revision)).toEqual([2]);
      expect(rest.isEnd).toBe(true);
    });

    subscriptionContract(ctx, stream);
    if (factory.beginHeldAppend) lateCommitContract(ctx, stream, factory.beginHeldAppend);
  });
}
