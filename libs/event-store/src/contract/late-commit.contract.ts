import {
  event,
  Recorder,
  waitFor,
  type ContractContext,
  type EventStoreContractFactory,
  type StreamName,
} from './contract.helpers';

export function lateCommitContract(
  ctx: ContractContext,
  stream: StreamName,
  beginHeldAppend: NonNullable<EventStoreContractFactory['beginHeldAppend']>,
): void {
  it('never skips an append that took an earlier place in the log but commits late', async () => {
    const recorder = new Recorder();
    const subscription = ctx.store.subscribeToAll({ streamPrefixes: [ctx.run] }, recorder.handlers);
    try {
      await waitFor(() => recorder.caughtUp > 0, 10_000, 'caught-up');
      const slow = event('Slow');
      const fast = event('Fast');
      const held = await beginHeldAppend(stream('slow'), [slow]);
      try {
        await ctx.store.append(stream('fast'), [fast], { expectedRevision: 'no_stream' });
        await new Promise((resolve) => setTimeout(resolve, 600));
        expect(recorder.events).toEqual([]);
      } finally {
        await held.commit();
      }
      await waitFor(() => recorder.events.length === 2, 5000, 'both events');
      expect(recorder.ids()).toEqual([slow.id, fast.id]);
    } finally {
      await subscription.close();
    }
  });
}
