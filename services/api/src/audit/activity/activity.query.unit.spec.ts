import type { EventStore, ReadAllResult, RecordedEvent } from '@slabworks/event-store';
import type { DataSource } from 'typeorm';
import type { ActorDirectory } from '../actors/actor-directory';
import { ActivityHandler, ActivityQuery } from './activity.query';

const lateNote: RecordedEvent = {
  streamId: 'auditLate-1',
  revision: 0,
  id: 'e-1',
  type: 'LateNote',
  data: {},
  metadata: { actor: { id: 'late-activity', role: 'SYSTEM' } },
  createdAt: new Date('2026-12-07T05:00:00Z'),
  position: 'p-1',
  globalPosition: '1',
};

/**
 * The race the end of the log has on a shared server: a read finds nothing because LateNote is
 * behind a running transaction; that transaction ends before the "anything out of sight?" check,
 * which then finds nothing hidden. LateNote is in neither answer, so the end may only be claimed
 * after a read that began once nothing was hidden.
 */
describe('the activity pages at the end of the log', () => {
  const handlerWith = (reads: ReadAllResult[], hidden: boolean[]) => {
    const store = {
      readAllForward: jest.fn(async () => reads.shift() ?? { events: [], checkpoint: 'p-1', isEnd: true }),
    } as unknown as EventStore;
    const dataSource = {
      query: jest.fn(async () => (hidden.shift() ? [{ hidden: true }] : [])),
    } as unknown as DataSource;
    const actors = { namesOf: async () => new Map() } as unknown as ActorDirectory;
    return { handler: new ActivityHandler(store, actors, dataSource), store };
  };

  it('reads once more after finding nothing hidden, and so shows what came into sight meanwhile', async () => {
    const { handler, store } = handlerWith(
      [
        { events: [], checkpoint: undefined, isEnd: true }, // LateNote still behind the transaction
        { events: [lateNote], checkpoint: 'p-1', isEnd: true }, // it ended before the check
      ],
      [false],
    );
    const page = await handler.execute(new ActivityQuery({ actorId: 'late-activity' }, undefined, 50));
    expect(page.items.map((e) => e.type)).toEqual(['LateNote']);
    expect(page.next).toBeNull();
    expect(store.readAllForward).toHaveBeenCalledTimes(2);
  });

  it('claims the end on an empty log only after a read that began with nothing hidden', async () => {
    const { handler, store } = handlerWith([], [false]);
    const page = await handler.execute(new ActivityQuery({}, undefined, 50));
    expect(page).toMatchObject({ items: [], next: null });
    expect(store.readAllForward).toHaveBeenCalledTimes(2);
  });
});
