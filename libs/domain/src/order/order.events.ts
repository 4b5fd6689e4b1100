import type { Grade } from '../limits/grade-scale';
import type { PricedOrder } from '../pricing/price-order';
import type { ProcessingStatus, StartStatus } from '../stages/processing-status';
import type { Address, CardLine, OrderAgreements, OrderDraft, RefundAccount } from './order-input.types';
import type {
  Actor,
  CorrespondenceResult,
  OrderStatus,
  PaymentMethod,
  ShippingMethod,
  SlabSide,
  SubmitType,
} from './order.values';

// The handler adds this when appending; decide returns events without it.
export interface OrderEventMetadata {
  actor: Actor;
  correlationId: string;
  causationId: string;
  occurredAt: string;
}

export interface EventOf<Type extends string, Data> {
  type: Type;
  schemaVersion: 1;
  data: Data;
  metadata?: OrderEventMetadata;
}

type OrderRef = { orderId: string };
export type RefundMethod = 'ORIGINAL_PAYMENT' | 'BANK_TRANSFER';

export type OrderDraftSaved = EventOf<'OrderDraftSaved', OrderRef & { memberId: string; draft: OrderDraft }>;
export type OrderDraftDiscarded = EventOf<'OrderDraftDiscarded', OrderRef>;
export type OrderPlaced = EventOf<
  'OrderPlaced',
  OrderRef & {
    orderNumber: string;
    memberId: string;
    submitType: SubmitType;
    shippingMethod: ShippingMethod;
    cardLines: CardLine[];
    certificationNumbers: string[];
    photos: string[];
    returnAddress: Address;
    agreements: OrderAgreements;
    pricing: PricedOrder;
    /** Orders placed before issue #31 carry none and never expire unpaid. */
    payBy?: string;
  }
>;
export type VirtualAccountIssued = EventOf<
  'VirtualAccountIssued',
  OrderRef & { bank: string; accountNumber: string; holderName: string; amount: number; dueAt: string }
>;
// Carries where processing starts, so read models need not know the shipping-method rule.
export type PaymentCompleted = EventOf<
  'PaymentCompleted',
  OrderRef & { method: PaymentMethod; amount: number; providerKey: string; processingStatus: StartStatus }
>;
// Before issue #31 reason was free text ("CODE: message"); since, a stable decline reason.
export type PaymentFailed = EventOf<'PaymentFailed', OrderRef & { reason: string; providerCode?: string }>;
export type DepositDeadlineExpired = EventOf<'DepositDeadlineExpired', OrderRef & { dueAt: string }>;
// A placed order nobody paid by its payBy: same end as an expired deposit (status DEADLINE_EXPIRED).
export type UnpaidOrderExpired = EventOf<'UnpaidOrderExpired', OrderRef & { payBy: string }>;
export type OrderCancelled = EventOf<
  'OrderCancelled',
  OrderRef & { reason: string; cancelledBy: Actor['role'] }
>;
export type InboundShipmentRegistered = EventOf<
  'InboundShipmentRegistered',
  OrderRef & { courier: string; trackingNumber: string }
>;
export type PickupCompleted = EventOf<'PickupCompleted', OrderRef>;
export type CardsShippedIn = EventOf<'CardsShippedIn', OrderRef>;
export type CardsWarehoused = EventOf<'CardsWarehoused', OrderRef>;
export type ItemsCorrespondenceChecked = EventOf<
  'ItemsCorrespondenceChecked',
  // reason and evidencePhoto arrived later: events before them carry neither (read as null).
  OrderRef & {
    results: {
      itemId: string;
      result: CorrespondenceResult;
      reason?: string | null;
      evidencePhoto?: string | null;
    }[];
  }
>;
export type VscChecked = EventOf<'VscChecked', OrderRef>;
export type DefectsChecked = EventOf<'DefectsChecked', OrderRef>;
export type CardScored = EventOf<
  'CardScored',
  OrderRef & { itemId: string; grade: Grade; certificationNumber: string; completesScoring: boolean }
>;
// Ours: closes scoring when no card is left to score (every card ungradable, or after a correction).
export type ScoringCompleted = EventOf<'ScoringCompleted', OrderRef>;
export type CasingCompleted = EventOf<'CasingCompleted', OrderRef>;
// Ours (issue #34): the slab's photo, shown on the certificate; a later one of the same side replaces it.
export type SlabPhotographed = EventOf<
  'SlabPhotographed',
  OrderRef & { itemId: string; certificationNumber: string; side: SlabSide; photo: string }
>;
export type WarehouseReleased = EventOf<'WarehouseReleased', OrderRef>;
// Taiwan orders (issue #32): the head office sends the cased cards to the Taiwan branch, which
// receives them and ships them on to the collector (ShippedOut, with a Taiwan courier).
export type SentToBranch = EventOf<'SentToBranch', OrderRef & { branch: 'TW' }>;
export type ReceivedAtBranch = EventOf<'ReceivedAtBranch', OrderRef & { branch: 'TW' }>;
export type ShippedOut = EventOf<'ShippedOut', OrderRef & { courier: string; trackingNumber: string }>;
export type DeliveryCompleted = EventOf<'DeliveryCompleted', OrderRef & { orderStatus: OrderStatus }>;
export type ShippingAddressChanged = EventOf<'ShippingAddressChanged', OrderRef & { returnAddress: Address }>;
export type RefundAccountRegistered = EventOf<
  'RefundAccountRegistered',
  OrderRef & RefundAccount & { orderStatus: OrderStatus }
>;
export type PartialCancelRequested = EventOf<
  'PartialCancelRequested',
  OrderRef & { itemIds: string[]; amount: number; reason: string; trackingNumber?: string }
>;
export type PartialCancelCompleted = EventOf<
  'PartialCancelCompleted',
  OrderRef & { itemIds: string[]; amount: number }
>;
export type RefundIssued = EventOf<
  'RefundIssued',
  OrderRef & {
    refundId: string;
    amount: number;
    method: RefundMethod;
    account: RefundAccount | null;
    orderStatus: OrderStatus;
  }
>;
export type RefundRejectedWrongAccount = EventOf<
  'RefundRejectedWrongAccount',
  OrderRef & { refundId: string; amount: number; reason: string }
>;
export type ProcessingCorrected = EventOf<
  'ProcessingCorrected',
  OrderRef & { from: ProcessingStatus; to: ProcessingStatus; reason: string; orderStatus: OrderStatus }
>;

export type OrderEvent =
  | OrderDraftSaved
  | OrderDraftDiscarded
  | OrderPlaced
  | VirtualAccountIssued
  | PaymentCompleted
  | PaymentFailed
  | DepositDeadlineExpired
  | UnpaidOrderExpired
  | OrderCancelled
  | InboundShipmentRegistered
  | PickupCompleted
  | CardsShippedIn
  | CardsWarehoused
  | ItemsCorrespondenceChecked
  | VscChecked
  | DefectsChecked
  | CardScored
  | ScoringCompleted
  | CasingCompleted
  | SlabPhotographed
  | WarehouseReleased
  | SentToBranch
  | ReceivedAtBranch
  | ShippedOut
  | DeliveryCompleted
  | ShippingAddressChanged
  | RefundAccountRegistered
  | PartialCancelRequested
  | PartialCancelCompleted
  | RefundIssued
  | RefundRejectedWrongAccount
  | ProcessingCorrected;

export type OrderEventType = OrderEvent['type'];
export type OrderEventData<T extends OrderEventType> = Extract<OrderEvent, { type: T }>['data'];

export const orderEvent = <T extends OrderEventType>(
  type: T,
  data: OrderEventData<T>,
): Extract<OrderEvent, { type: T }> => ({ type, schemaVersion: 1, data }) as Extract<OrderEvent, { type: T }>;
