import { describe, expect, it } from 'vitest';
import type { StateAt } from '@/lib/api/generated/slabworks-api';
import { actorKindOf } from './actor-kind';
import { compareStates } from './state-diff';
import { seoulInputToIso, isoToSeoulInput } from './audit-time';

const point = (revision: number, grade: number | null, displayStage: string | null): StateAt =>
  ({
    orderId: 'o1',
    revision,
    lastRevision: 9,
    recordedAt: '2026-11-23T00:00:00.000Z',
    eventType: 'CardScored',
    asOf: { revision },
    displayStage,
    allowedActions: [],
    state: {
      status: 'PROCESSING',
      processingStatus: 'CARD_DEFECT_CHECKED',
      cancelled: false,
      items: [
        {
          itemId: 'L1-1',
          correspondence: 'OK',
          grade,
          certificationNumber: grade ? '5000001' : null,
          partialCancel: 'NONE',
        },
      ],
      order: { pricing: { totalAmount: 30000 } },
      payment: { method: 'CARD', amount: 30000 },
      partialCancelledAmount: 0,
      refundedAmount: 0,
      returnAddress: { postalCode: '06236' },
      inbound: null,
      outbound: null,
    },
  }) as unknown as StateAt;

describe('compareStates', () => {
  it('marks exactly what the scoring event changed', () => {
    const rows = compareStates(point(6, null, 'GRADING'), point(7, 10, 'GRADING'));
    expect(rows.filter((r) => r.changed).map((r) => [r.path, r.before, r.after])).toEqual([
      ['items.L1-1.grade', '', '10'],
      ['items.L1-1.certificationNumber', '', '5000001'],
    ]);
    expect(rows.find((r) => r.path === 'returnAddress.postalCode')).toMatchObject({
      section: 'addresses',
      changed: false,
    });
  });

  it('compares the first event with nothing', () => {
    const rows = compareStates(null, point(0, null, null));
    expect(rows.find((r) => r.path === 'status')).toMatchObject({
      before: '',
      after: 'PROCESSING',
      changed: true,
    });
    expect(rows.find((r) => r.path === 'displayStage')).toMatchObject({ changed: false });
  });
});

describe('actorKindOf', () => {
  it('names members, staff, the worker, the payment webhook and unknown actors', () => {
    expect(actorKindOf({ id: 'm', role: 'MEMBER' })).toBe('member');
    expect(actorKindOf({ id: 'o', role: 'OPERATOR' })).toBe('staff');
    expect(actorKindOf({ id: 'a', role: 'ADMIN' })).toBe('staff');
    expect(actorKindOf({ id: 'deadline-worker', role: 'SYSTEM' })).toBe('worker');
    expect(actorKindOf({ id: 'provider:toss', role: 'SYSTEM' })).toBe('provider');
    expect(actorKindOf(null)).toBe('unknown');
  });
});

describe('Seoul date-time inputs', () => {
  it('reads a datetime-local value as Seoul time and back', () => {
    expect(seoulInputToIso('2026-11-23T09:30')).toBe('2026-11-23T00:30:00.000Z');
    expect(isoToSeoulInput('2026-11-23T00:30:05.000Z')).toBe('2026-11-23T09:30:05');
    expect(seoulInputToIso('yesterday')).toBeNull();
  });
});
