import type { HistoryEntry } from './history-line';

export interface ChangesToTell {
  changes: HistoryEntry[];
  /** Whether another person made any of them (else only the system did, e.g. the refund that follows). */
  bySomeoneElse: boolean;
}

/**
 * What the order screen tells after catching up: the events after the revision the staff member last
 * saw, up to the one shown, except their own. A staff member's own action may reach the screen by
 * another way than its own write's answer (another tab, a write the answer of which was lost, a
 * step the read model showed before the answer), so the actor, not only the revision, decides.
 */
export const changesToTell = (
  entries: readonly HistoryEntry[],
  seen: number,
  shown: number,
  me: string | undefined,
): ChangesToTell => {
  const changes = entries.filter(
    (entry) => entry.revision > seen && entry.revision <= shown && (me === undefined || entry.actorId !== me),
  );
  return {
    changes,
    bySomeoneElse: changes.some((entry) => entry.actorRole !== 'SYSTEM' && entry.actorRole !== null),
  };
};
