import { priceOrder } from '../../pricing/price-order';
import { Membership } from '../../pricing/discount';
import { seedCostPolicy } from '../../pricing/seed-cost-policy';
import type { Grade } from '../../limits/grade-scale';
import type { ProcessingStatus } from '../../stages/processing-status';
import { processingRank } from '../../stages/processing-status';
import { everyGradableItemScored, isGradableItem } from '../decide/grading.decide';
import { decide } from '../order.decide';
import type { OrderCommand, OrderCommandOf, OrderCommandType } from '../order.commands';
import type { OrderEvent } from '../order.events';
import { foldOrder } from '../order.evolve';
import type { Address, OrderInput } from '../order-input.types';
import { goesThroughBranch, type OrderState } from '../order.state';
import type { Actor, CorrespondenceResult, PaymentMethod } from '../order.values';

export const ORDER_ID = '0193a5c0-0000-7000-8000-000000000001';
export const ORDER_NUMBER = 'G261122-000001';
export const NOW = '2026-11-22T03:00:00.000Z';

export const actors: Record<'member' | 'stranger' | 'operator' | 'admin' | 'system', Actor> = {
  member: { id: 'member-1', role: 'MEMBER' },
  stranger: { id: 'member-2', role: 'MEMBER' },
  operator: { id: 'operator-1', role: 'OPERATOR' },
  admin: { id: 'admin-1', role: 'ADMIN' },
  system: { id: 'system', role: 'SYSTEM' },
};

export const command = <T extends OrderCommandType>(
  type: T,
  data: OrderCommandOf<T>['data'],
  actor: Actor = actors.operator,
  now: string = NOW,
): OrderCommandOf<T> => ({ type, data, metadata: { now, actor } }) as OrderCommandOf<T>;

export const address = (postalCode = '06236'): Address => ({
  name: '집',
  recipient: '김민수',
  phone: '010-1234-5678',
  postalCode,
  address1: '서울 강남구 테헤란로 1',
  address2: '101호',
});

// Items: L1-1, L1-2 (Pokémon, 19,800 each) and L2-1 (Korean autographed sports card, 22,800).
export const gradingInput = (overrides: Partial<OrderInput> = {}): OrderInput => ({
  submitType: 'GENERAL',
  orderType: 'REG',
  shippingMethod: 'SELF_SHIPPING',
  currency: 'KRW',
  cardLines: [
    { lineId: 'L1', cardCategory: 'POKEMON', playerName: 'Pikachu', quantity: 2, isAuto: false },
    {
      lineId: 'L2',
      cardCategory: 'SPORTS',
      playerName: 'Son Heung-min',
      quantity: 1,
      isAuto: true,
      isKorean: true,
      year: 2020,
    },
  ],
  certificationNumbers: [],
  photos: ['photo-1'],
  returnAddress: address(),
  agreements: { photosMatchCards: true, terms: true, caution: true, noMinimumGrade: true },
  couponIds: [],
  ...overrides,
});

// A return address in Taiwan, as the Taiwan service takes it (a Taiwan phone and postal code).
export const taiwanAddress = (): Address => ({
  name: '家',
  recipient: '陳小明',
  phone: '0912-345-678',
  postalCode: '110208',
  address1: '臺北市信義區松仁路100號',
  address2: '5樓',
});

// A Taiwan service order: TWD, a Taiwan return address; it goes through the Taiwan branch.
export const taiwanInput = (overrides: Partial<OrderInput> = {}): OrderInput =>
  gradingInput({ currency: 'TWD', returnAddress: taiwanAddress(), ...overrides });

// One Pikachu card whose member asked for at least `minimumGrade` (and agreed to its terms).
export const minimumGradeInput = (minimumGrade: Grade): OrderInput =>
  gradingInput({
    cardLines: [
      {
        lineId: 'L1',
        cardCategory: 'POKEMON',
        playerName: 'Pikachu',
        quantity: 1,
        isAuto: false,
        minimumGrade,
      },
    ],
    agreements: { photosMatchCards: true, terms: true, caution: true, minimumGradeTerms: true },
  });

export const reholderInput = (overrides: Partial<OrderInput> = {}): OrderInput =>
  gradingInput({
    submitType: 'REHOLDER',
    orderType: 'REHOLDER',
    cardLines: [],
    photos: [],
    certificationNumbers: ['1234567', '2345678'],
    agreements: { photosMatchCards: false, terms: true, caution: true },
    ...overrides,
  });

export const NORMAL: Membership = { type: 'NORMAL', discountRateBp: 0 };

export const priced = (input: OrderInput, membership: Membership = NORMAL) =>
  priceOrder(
    {
      submitType: input.submitType,
      orderType: input.orderType,
      currency: input.currency,
      cardLines: input.cardLines,
      certificationNumbers: input.certificationNumbers,
      returnPostalCode: input.returnAddress.postalCode,
    },
    seedCostPolicy(input.currency),
    membership,
  );

// The member places `input` priced as the seed policy prices it; `data` overrides (a tampered price…).
export const placeOrder = (
  input: OrderInput = gradingInput(),
  data: Partial<OrderCommandOf<'PlaceOrder'>['data']> = {},
) =>
  command(
    'PlaceOrder',
    { orderId: ORDER_ID, orderNumber: ORDER_NUMBER, order: input, pricing: priced(input), ...data },
    actors.member,
  );

// The virtual account tests issue to an order (a 신한 account in the company's name), due at `dueAt`.
export const virtualAccountIssue = (
  dueAt: Date,
): Pick<OrderCommandOf<'IssueVirtualAccount'>, 'type' | 'data'> => ({
  type: 'IssueVirtualAccount',
  data: { bank: '신한', accountNumber: '56210000000000', holderName: '슬랩웍스', dueAt: dueAt.toISOString() },
});

// Runs commands through decide (refusals throw), returning the whole history.
export const run = (commands: OrderCommand[], history: OrderEvent[] = []): OrderEvent[] =>
  commands.reduce((events, next) => [...events, ...decide(next, foldOrder(events))], history);

export const placed = (input: OrderInput = gradingInput()) => run([placeOrder(input)]);

export const paid = (input: OrderInput = gradingInput(), method: PaymentMethod = 'CARD') => {
  const history = placed(input);
  const amount = foldOrder(history).order!.pricing.totalAmount;
  return run([command('CompletePayment', { method, amount, providerKey: 'pay-1' }, actors.member)], history);
};

export interface PathOptions {
  results?: Record<string, CorrespondenceResult>;
  grade?: number | 'A';
}

// The command an operator sends next on the happy path; null once delivered (or not paid).
export const forwardCommand = (state: OrderState, options: PathOptions = {}): OrderCommand | null => {
  const op = actors.operator;
  switch (state.processingStatus) {
    case 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION':
      return command(
        'RegisterInboundShipment',
        { courier: 'CJ', trackingNumber: '123456789012' },
        actors.member,
      );
    case 'BRG_SHIPPING_BEFORE_PICKUP':
    case 'QUICK_SHIPPING_BEFORE_PICKUP':
    case 'VISIT_SHIPPING_BEFORE_PICKUP':
      return command('CompletePickup', {}, op);
    case 'SHIPPING_IN':
      return command('ShipIn', {}, op);
    case 'SHIPPING_IN_COMPLETE':
      return command('Warehouse', {}, op);
    case 'WAREHOUSE_IN':
      return command(
        'CheckCorrespondence',
        {
          results: state.items.map((item) => {
            const result = options.results?.[item.itemId] ?? 'OK';
            return { itemId: item.itemId, result, reason: result === 'OK' ? null : `checked: ${result}` };
          }),
        },
        op,
      );
    case 'CARD_CORRESPOND_CHECKED':
      return command('CheckVsc', {}, op);
    case 'VSC_CHECKED':
      return command('CheckDefects', {}, op);
    case 'CARD_DEFECT_CHECKED': {
      const next = state.items.find((item) => isGradableItem(item) && item.grade === null);
      if (!next || everyGradableItemScored(state.items)) return command('CompleteScoring', {}, op);
      const index = state.items.indexOf(next);
      const certificationNumber = next.certificationNumber ?? String(7_000_000 + index);
      return command(
        'ScoreCard',
        { itemId: next.itemId, grade: (options.grade ?? 10) as 10, certificationNumber },
        op,
      );
    }
    case 'CARD_SCORED':
      return command('CompleteCasing', {}, op);
    case 'CASING_COMPLETE':
      return goesThroughBranch(state)
        ? command('SendToBranch', {}, op)
        : command('ReleaseFromWarehouse', {}, op);
    case 'SENT_TO_BRANCH':
      return command('ReceiveAtBranch', {}, op);
    case 'BRANCH_RECEIVED':
      return command('ShipOut', { courier: '黑貓宅急便', trackingNumber: '9080-7060-5040' }, op);
    case 'WAREHOUSE_OUT':
      return command('ShipOut', { courier: 'CJ', trackingNumber: '998877' }, op);
    case 'SHIPPING_OUT':
      return command('CompleteDelivery', {}, op);
    default:
      return null;
  }
};

export const advanceUntil = (
  history: OrderEvent[],
  target: ProcessingStatus,
  options: PathOptions = {},
): OrderEvent[] => {
  let events = history;
  for (let guard = 0; guard < 100; guard += 1) {
    const state = foldOrder(events);
    const viaBranch = goesThroughBranch(state);
    if (
      state.processingStatus === target ||
      processingRank(state.processingStatus, viaBranch) > processingRank(target, viaBranch)
    )
      return events;
    const next = forwardCommand(state, options);
    if (!next) return events;
    events = run([next], events);
  }
  throw new Error(`Could not reach ${target}`);
};

export const paidAt = (
  target: ProcessingStatus,
  input: OrderInput = gradingInput(),
  options: PathOptions = {},
) => advanceUntil(paid(input), target, options);
