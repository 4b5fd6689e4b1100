import { describe, expect, it } from 'vitest';
import { changesToTell } from './changes-to-tell';

const entry = (revision: number, actorId: string | null, actorRole: string | null = 'OPERATOR') => ({
  revision,
  type: 'CardsShippedIn',
  at: '2026-11-27T01:00:00.000Z',
  actorId,
  actorRole,
  actorName: null,
  correction: null,
});

describe('changesToTell', () => {
  it('keeps what others did between seen and shown, never the staff member’s own', () => {
    const told = changesToTell(
      [entry(3, 'x'), entry(4, 'me'), entry(5, 'anna'), entry(7, 'anna')],
      3,
      6,
      'me',
    );
    expect(told.changes.map((e) => e.revision)).toEqual([5]);
    expect(told.bySomeoneElse).toBe(true);
  });

  it('says only the system changed it when that is so', () => {
    const told = changesToTell([entry(4, 'me'), entry(5, null, 'SYSTEM')], 3, 5, 'me');
    expect(told).toMatchObject({ bySomeoneElse: false });
    expect(told.changes).toHaveLength(1);
    expect(changesToTell([entry(4, 'me')], 3, 4, 'me').changes).toEqual([]);
  });
});
