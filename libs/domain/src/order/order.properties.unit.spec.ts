import fc from 'fast-check';
import { isDomainError } from '../errors/domain-error';
import { allowedActions } from '../stages/allowed-actions';
import { processingRank } from '../stages/processing-status';
import { decodeOrderEvent, ORDER_EVENT_TYPES } from './order-event-types';
import type { OrderCommand } from './order.commands';
import { COMMAND_ROLES } from './command-roles';
import { refundableAmount } from './decide/settled-status';
import { decide } from './order.decide';
import type { OrderEvent } from './order.events';
import { evolve } from './order.evolve';
import { orderActionView } from './order-view';
import { initialOrderState, OrderState } from './order.state';
import { Actor, CORRESPONDENCE_RESULTS, isUngradableResult, SHIPPING_METHODS } from './order.values';
import {
  actors,
  address,
  command,
  forwardCommand,
  gradingInput,
  ORDER_ID,
  placeOrder,
  reholderInput,
} from './test-kit/fixtures';

const ACTORS: Actor[] = [actors.member, actors.operator, actors.admin, actors.system, actors.stranger];
const BASE = Date.parse('2026-11-22T00:00:00Z');
const HOUR = 3_600_000;
// Short, so the walk (one hour a step) meets both sides of the unpaid deadline.
const PAY_WITHIN_HOURS = 1;

interface Step {
  kind: number;
  a: number;
  b: number;
  actor: number;
  forward: boolean;
}

const stepArb: fc.Arbitrary<Step> = fc.record({
  kind: fc.nat(),
  a: fc.nat(),
  b: fc.nat(),
  actor: fc.nat(),
  forward: fc.nat(9).map((n) => n < 7),
});

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length];

// Any command, with data drawn from the current state often enough to pass the guards sometimes.
const randomCommand = (state: OrderState, step: Step, now: string): OrderCommand => {
  const built = anyCommand(state, step, now);
  // Mostly someone allowed to send it, so refusals come from the rules rather than the role table.
  const allowed = COMMAND_ROLES[built.type].map((role) => ACTORS.find((actor) => actor.role === role)!);
  const actor = step.actor % 5 === 0 ? pick(ACTORS, step.actor) : pick(allowed, step.actor);
  return { ...built, metadata: { ...built.metadata, actor } } as OrderCommand;
};

const anyCommand = (state: OrderState, step: Step, now: string): OrderCommand => {
  const actor = actors.operator;
  const item = state.items.length > 0 ? pick(state.items, step.a) : null;
  const itemId = item?.itemId ?? 'none';
  const paidAmount = state.payment?.amount ?? 0;
  const account = { bank: '국민', accountNumber: String(1000000 + step.b), holderName: '김민수' };
  const builders: (() => OrderCommand)[] = [
    () => command('SaveDraft', { orderId: ORDER_ID, draft: {} }, actor, now),
    () => command('DiscardDraft', {}, actor, now),
    () =>
      command(
        'IssueVirtualAccount',
        { ...account, dueAt: new Date(Date.parse(now) + (step.b % 5) * HOUR).toISOString() },
        actor,
        now,
      ),
    () =>
      command(
        'CompletePayment',
        {
          method: step.b % 2 ? 'VIRTUAL_ACCOUNT' : 'CARD',
          amount: state.order?.pricing.totalAmount ?? 0,
          providerKey: 'k',
        },
        actor,
        now,
      ),
    () => command('FailPayment', { reason: 'declined' }, actor, now),
    () => command('ExpireDeposit', {}, actor, now),
    () => command('ExpireUnpaidOrder', {}, actor, now),
    () =>
      command(
        'CancelOrder',
        { reason: 'changed my mind', refundAccount: step.b % 2 ? account : undefined },
        actor,
        now,
      ),
    () =>
      command(
        'CheckCorrespondence',
        {
          results: state.items.map((it, i) => ({
            itemId: it.itemId,
            result: pick(CORRESPONDENCE_RESULTS, step.a + i * step.b),
          })),
        },
        actor,
        now,
      ),
    () =>
      command(
        'ScoreCard',
        {
          itemId,
          grade: pick([10, 9, 8.5, 'A'] as const, step.b),
          certificationNumber: String(1000000 + (step.b % 5)),
        },
        actor,
        now,
      ),
    () =>
      command(
        'ChangeShippingAddress',
        { returnAddress: address(step.b % 3 ? '06236' : '63100') },
        actor,
        now,
      ),
    () => command('RegisterRefundAccount', account, actor, now),
    () => command('RequestPartialCancel', { itemIds: [itemId], reason: '' }, actor, now),
    () => command('CompletePartialCancel', {}, actor, now),
    () => command('IssueRefund', { amount: step.b % (paidAmount + 2) }, actor, now),
    () => command('RejectRefundWrongAccount', { reason: 'bounced' }, actor, now),
    () => command('CorrectProcessing', { reason: step.b % 4 ? 'fix' : '' }, actor, now),
    () => command('ShipIn', {}, actor, now),
    () => command('CompleteDelivery', {}, actor, now),
    () =>
      command(
        'PhotographSlab',
        { itemId, side: pick(['FRONT', 'BACK'] as const, step.b), photo: `photo-${step.b % 3}` },
        actor,
        now,
      ),
  ];
  return pick(builders, step.kind)();
};

// Mostly the happy path (paying first), so the walk gets deep before random commands hit it.
const progress = (state: OrderState, step: Step, now: string): OrderCommand | null => {
  const account = { bank: '국민', accountNumber: '1234567', holderName: '김민수' };
  // Mostly pay, but also fail, wait for a deposit and let deadlines expire.
  if (state.payment === null && state.order !== null && !state.cancelled) {
    const dueAt = new Date(Date.parse(now) + 2 * HOUR).toISOString();
    if (step.a % 8 === 0) return command('FailPayment', { reason: 'declined' }, actors.system, now);
    if (step.a % 3 !== 0 && state.status === 'WAITING_FOR_DEPOSIT') {
      return command('ExpireDeposit', {}, actors.system, now);
    }
    if (step.a % 8 === 1) return command('IssueVirtualAccount', { ...account, dueAt }, actors.system, now);
    if (step.a % 8 === 2 && state.status !== 'WAITING_FOR_DEPOSIT')
      return command('ExpireUnpaidOrder', {}, actors.system, now);
    const method = step.b % 2 ? 'VIRTUAL_ACCOUNT' : 'CARD';
    const amount = state.order.pricing.totalAmount;
    return command('CompletePayment', { method, amount, providerKey: 'k' }, actors.system, now);
  }
  const lastRefund = state.refunds.at(-1);
  if (lastRefund?.method === 'BANK_TRANSFER' && !lastRefund.rejected && step.b % 3 === 0) {
    return command('RejectRefundWrongAccount', { reason: 'bounced' }, actors.system, now);
  }
  if (state.pendingPartialCancel !== null) return command('CompletePartialCancel', {}, actors.operator, now);
  const owed = refundableAmount(state);
  const needsAccount =
    state.payment?.method === 'VIRTUAL_ACCOUNT' &&
    (!state.refundAccount || state.status === 'WRONG_REFUND_ACCOUNT');
  if (owed > 0 && needsAccount) return command('RegisterRefundAccount', account, actors.member, now);
  if (owed > 0) return command('IssueRefund', { amount: owed }, actors.operator, now);
  const open = state.items.find(
    (item) => isUngradableResult(item.correspondence) && item.partialCancel === 'NONE',
  );
  if (open && step.b % 2 === 0 && allowedActions(orderActionView(state)).includes('REQUEST_PARTIAL_CANCEL')) {
    return command('RequestPartialCancel', { itemIds: [open.itemId], reason: '' }, actors.member, now);
  }
  const results = Object.fromEntries(
    state.items.map(
      (item, i) =>
        [item.itemId, (step.b + i) % 4 === 0 || step.a % 6 === 0 ? 'UNGRADABLE_B2' : 'OK'] as const,
    ),
  );
  return forwardCommand(state, { results });
};

const moneyInvariants = (state: OrderState): void => {
  const amounts = [
    state.refundedAmount,
    state.partialCancelledAmount,
    ...state.items.map((item) => item.price),
  ];
  if (state.order) {
    const { totalPrice, totalAmount, deliveryCost, discount } = state.order.pricing;
    amounts.push(totalPrice, totalAmount, deliveryCost, discount.amount);
    expect(totalPrice).toBe(state.items.reduce((sum, item) => sum + item.price, 0));
    expect(totalAmount).toBe(totalPrice - discount.amount + deliveryCost);
  }
  for (const amount of amounts) expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
  expect(state.refundedAmount).toBeLessThanOrEqual(state.payment?.amount ?? 0);
};

// What the UI offers must be what decide accepts.
const actionsAgreeWithDecide = (state: OrderState, now: string): void => {
  const offered = allowedActions(orderActionView(state));
  const accepts = (cmd: OrderCommand) => {
    try {
      decide(cmd, state);
      return true;
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return false;
    }
  };
  const account = { bank: '국민', accountNumber: '1234567', holderName: '김민수' };
  if (offered.includes('CANCEL'))
    expect(accepts(command('CancelOrder', { reason: 'x', refundAccount: account }, actors.member, now))).toBe(
      true,
    );
  const sameRegion = state.order?.pricing.isJeju ? '63200' : '04524';
  const changeAddress = command(
    'ChangeShippingAddress',
    { returnAddress: address(sameRegion) },
    actors.member,
    now,
  );
  expect(accepts(changeAddress)).toBe(offered.includes('CHANGE_ADDRESS'));
  const open = state.items.find(
    (item) => item.correspondence.startsWith('UNGRADABLE') && item.partialCancel === 'NONE',
  );
  // Offered means accepted as the web sends it: with the parcel's tracking number once shipped (spec §4).
  if (offered.includes('REQUEST_PARTIAL_CANCEL') && open) {
    const request = { itemIds: [open.itemId], reason: '', trackingNumber: '998877' };
    expect(accepts(command('RequestPartialCancel', request, actors.member, now))).toBe(true);
  }
};

const scenarioArb = fc.record({
  reholder: fc.boolean(),
  shippingMethod: fc.constantFrom(...SHIPPING_METHODS),
  jeju: fc.boolean(),
  steps: fc.array(stepArb, { minLength: 30, maxLength: 90 }),
});

/** Steps that keep choosing "let the deadline pass": not due at the first, expired at the second. */
const unpaidWalk = {
  reholder: false,
  shippingMethod: SHIPPING_METHODS[0],
  jeju: false,
  steps: Array.from({ length: 30 }, () => ({ kind: 0, a: 2, b: 0, actor: 0, forward: true })),
};

describe('order decider properties', () => {
  it('keeps its invariants over any command sequence', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(scenarioArb, ({ reholder, shippingMethod, jeju, steps }) => {
        const overrides = { shippingMethod, returnAddress: address(jeju ? '63001' : '06236') };
        const input = reholder ? reholderInput(overrides) : gradingInput(overrides);
        const placing = placeOrder(input);
        const payBy = new Date(BASE + PAY_WITHIN_HOURS * HOUR).toISOString();
        const place = {
          ...placing,
          data: { ...placing.data, payBy },
          metadata: { ...placing.metadata, now: new Date(BASE).toISOString() },
        };
        let state = evolve(initialOrderState, decide(place, initialOrderState)[0]);
        steps.forEach((step, index) => {
          const now = new Date(BASE + index * HOUR).toISOString();
          const cmd = step.forward
            ? (progress(state, step, now) ?? randomCommand(state, step, now))
            : randomCommand(state, step, now);
          let events: OrderEvent[] = [];
          try {
            events = decide({ ...cmd, metadata: { ...cmd.metadata, now } }, state);
          } catch (error) {
            if (!isDomainError(error)) throw error;
            return;
          }
          for (const event of events) {
            seen.add(event.type);
            expect(ORDER_EVENT_TYPES).toContain(event.type);
            expect(decodeOrderEvent(JSON.parse(JSON.stringify(event))).ok).toBe(true);
            const before = processingRank(state.processingStatus);
            state = evolve(state, event);
            const after = processingRank(state.processingStatus);
            if (event.type === 'ProcessingCorrected') expect(after).toBe(before - 1);
            else expect(after).toBeGreaterThanOrEqual(before);
            expect(after - before).toBeLessThanOrEqual(1);
          }
          moneyInvariants(state);
          actionsAgreeWithDecide(state, now);
        });
      }),
      // Besides the random walks, one that is sure to leave an order unpaid past its due time: the
      // random ones reach UnpaidOrderExpired only now and then (a CI run missed it once, 2026-12-07).
      { numRuns: 100, examples: [[unpaidWalk]] },
    );
    // The walk must reach deep states, or the invariants above prove little. Its orders are Korean:
    // the Taiwan branch leg has its own walk (decide/branch.decide.unit.spec.ts).
    const notWalked = [
      'OrderDraftSaved',
      'OrderDraftDiscarded',
      'OrderPlaced',
      'SentToBranch',
      'ReceivedAtBranch',
    ];
    expect([...seen].sort()).toEqual(
      [...ORDER_EVENT_TYPES].filter((type) => !notWalked.includes(type)).sort(),
    );
  });
});
