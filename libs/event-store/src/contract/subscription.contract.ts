import {
  event,
  eventsFor,
  Recorder,
  waitFor,
  type ContractContext,
  type StreamName,
} from './contract.helpers';

export function subscriptionContract(ctx: ContractContext, stream: StreamName): void {
  describe('subscribeToAll', () => {
    const recorders: Recorder[] = [];
    const subscribe = (options: Parameters<ContractContext['store']['subscribeToAll']>[0], delayMs = 0) => {
      const recorder = new Recorder(delayMs);
      recorder.subscription = ctx.store.subscribeToAll(options, recorder.handlers);
      recorders.push(recorder);
      return recorder;
    };
    afterEach(async () => {
      await Promise.all(recorders.splice(0).map((r) => r.subscription?.close()));
    });

    it('delivers history in order, one batch at a time, then caught-up, then live events promptly', async () => {
      const a = stream('a');
      const b = stream('b');
      // Enough appends, interleaved over two streams, that positions cross a digit boundary.
      const history = eventsFor(24);
      for (let i = 0; i < 12; i++) {
        await ctx.store.append(a, [history[2 * i]], { expectedRevision: i === 0 ? 'no_stream' : i - 1 });
        await ctx.store.append(b, [history[2 * i + 1]], { expectedRevision: i === 0 ? 'no_stream' : i - 1 });
      }

      const recorder = subscribe({ streamPrefixes: [ctx.run], batchSize: 5 }, 5);
      await waitFor(() => recorder.caughtUp > 0, 10_000, 'caught-up');
      expect(recorder.timeline.slice(0, 25)).toEqual([...history.map((e) => e.id), 'caught-up']);
      expect(recorder.maxActive).toBe(1);

      const live = eventsFor(2);
      const sentAt = Date.now();
      await ctx.store.append(a, live, { expectedRevision: 11 });
      await waitFor(() => recorder.events.length === 26, 5000, 'live events');
      // Well under the 1 s fallback poll: live delivery is woken, not polled.
      expect(Date.now() - sentAt).toBeLessThan(800);
      expect(recorder.ids()).toEqual([...history, ...live].map((e) => e.id));
      expect(recorder.errors).toEqual([]);
    });

    it('starts strictly after the given checkpoint', async () => {
      const id = stream('order');
      const events = eventsFor(4);
      await ctx.store.append(id, events, { expectedRevision: 'no_stream' });
      const [, second] = await ctx.store.read(id);

      const recorder = subscribe({ fromCheckpoint: second.position, streamPrefixes: [ctx.run] });
      await waitFor(() => recorder.events.length === 2, 10_000, 'events after the checkpoint');
      await waitFor(() => recorder.caughtUp > 0, 5000, 'caught-up');
      expect(recorder.ids()).toEqual(events.slice(2).map((e) => e.id));
    });

    it('delivers everything appended after the head checkpoint when unfiltered', async () => {
      const head = await ctx.store.headCheckpoint();
      const recorder = subscribe({ fromCheckpoint: head });
      await waitFor(() => recorder.caughtUp > 0, 10_000, 'caught-up');
      const mine = [event(), event()];
      await ctx.store.append(stream('x'), [mine[0]], { expectedRevision: 'no_stream' });
      await ctx.store.append(stream('y'), [mine[1]], { expectedRevision: 'any' });
      await waitFor(() => mine.every((m) => recorder.ids().includes(m.id)), 5000, 'both events');
      const ours = recorder.ids().filter((id) => mine.some((m) => m.id === id));
      expect(ours).toEqual(mine.map((m) => m.id));
    });

    it('filters by stream prefix', async () => {
      const wanted = `${ctx.run}order-`;
      const kept = [event(), event()];
      await ctx.store.append(`${wanted}1`, [kept[0]], { expectedRevision: 'no_stream' });
      await ctx.store.append(`${ctx.run}member-1`, [event()], { expectedRevision: 'no_stream' });
      await ctx.store.append(`${wanted}2`, [kept[1]], { expectedRevision: 'no_stream' });

      const recorder = subscribe({ streamPrefixes: [wanted] });
      await waitFor(() => recorder.caughtUp > 0 && recorder.events.length >= 2, 10_000, 'caught-up');
      expect(recorder.ids()).toEqual(kept.map((e) => e.id));
      expect(recorder.events.every((e) => e.streamId.startsWith(wanted))).toBe(true);
    });

    it('filters by event type, with the stream prefix, and goes on past the events it skipped', async () => {
      const wanted = `${ctx.run}typed-`;
      const kept = [event('Rare'), event('Rare'), event('Rare')];
      await ctx.store.append(`${wanted}1`, [event('Common'), kept[0], event('Common')], {
        expectedRevision: 'no_stream',
      });
      await ctx.store.append(`${ctx.run}other-1`, [event('Rare')], { expectedRevision: 'no_stream' });
      const recorder = subscribe({ streamPrefixes: [wanted], eventTypes: ['Rare'] });
      await waitFor(() => recorder.caughtUp > 0 && recorder.events.length >= 1, 10_000, 'caught-up');
      // Live: many skipped events, then the one it wants, promptly.
      await ctx.store.append(`${wanted}2`, eventsFor(30), { expectedRevision: 'no_stream' });
      await ctx.store.append(`${wanted}2`, [kept[1]], { expectedRevision: 29 });
      await ctx.store.append(`${wanted}3`, [event('Common'), kept[2]], { expectedRevision: 'no_stream' });
      await waitFor(() => recorder.events.length >= 3, 5000, 'the live events of the type');
      expect(recorder.ids()).toEqual(kept.map((e) => e.id));
      expect(recorder.events.every((e) => e.type === 'Rare' && e.streamId.startsWith(wanted))).toBe(true);
      // From the last one's checkpoint, nothing more.
      const page = await ctx.store.readAllForward({
        fromCheckpoint: recorder.events[0]!.position,
        streamPrefixes: [wanted],
        eventTypes: ['Rare'],
      });
      expect(page.events.map((e) => e.id)).toEqual([kept[1]!.id, kept[2]!.id]);
      expect(page.isEnd).toBe(true);
    });

    it('reports a failing handler and delivers the same batch again', async () => {
      const id = stream('order');
      const events = eventsFor(2);
      await ctx.store.append(id, events, { expectedRevision: 'no_stream' });
      const seen: string[][] = [];
      const errors: unknown[] = [];
      const subscription = ctx.store.subscribeToAll(
        { streamPrefixes: [ctx.run] },
        {
          onEvents: async (batch) => {
            seen.push(batch.map((e) => e.id));
            if (seen.length === 1) throw new Error('projection failed');
          },
          onError: (error) => errors.push(error),
        },
      );
      try {
        await waitFor(() => seen.length >= 2, 10_000, 'redelivery');
        expect(errors).toHaveLength(1);
        expect((errors[0] as Error).message).toBe('projection failed');
        expect(seen[1]).toEqual(seen[0]);
        expect(seen.flat().slice(0, 2)).toEqual(events.map((e) => e.id));
      } finally {
        await subscription.close();
      }
    });
  });
}
