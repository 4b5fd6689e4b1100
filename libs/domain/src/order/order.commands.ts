import type { Grade } from '../limits/grade-scale';
import type { PricedOrder } from '../pricing/price-order';
import type { Address, OrderDraft, OrderInput, RefundAccount } from './order-input.types';
import type { Actor, CorrespondenceResult, PaymentMethod, SlabSide } from './order.values';

// Time and the actor come in with every command: decide never reads a clock.
export interface CommandMetadata {
  now: string;
  actor: Actor;
}

export interface CommandOf<Type extends string, Data> {
  type: Type;
  data: Data;
  metadata: CommandMetadata;
}

type NoData = Record<string, never>;
type Shipment = { courier: string; trackingNumber: string };

export type SaveDraft = CommandOf<'SaveDraft', { orderId: string; draft: OrderDraft }>;
export type DiscardDraft = CommandOf<'DiscardDraft', NoData>;
// orderNumber and pricing are computed by the api (daily sequence, cost policy, membership, coupons).
export type PlaceOrder = CommandOf<
  'PlaceOrder',
  {
    orderId: string;
    orderNumber: string;
    order: OrderInput;
    pricing: PricedOrder;
    /** When the order expires unpaid (placing time + UNPAID_ORDER_HOURS); absent: it never does. */
    payBy?: string;
  }
>;
export type IssueVirtualAccount = CommandOf<
  'IssueVirtualAccount',
  { bank: string; accountNumber: string; holderName: string; dueAt: string }
>;
export type CompletePayment = CommandOf<
  'CompletePayment',
  { method: PaymentMethod; amount: number; providerKey: string }
>;
// reason: a stable decline reason (libs/payments DECLINE_REASONS); providerCode: the provider's own.
export type FailPayment = CommandOf<'FailPayment', { reason: string; providerCode?: string }>;
export type ExpireDeposit = CommandOf<'ExpireDeposit', NoData>;
export type ExpireUnpaidOrder = CommandOf<'ExpireUnpaidOrder', NoData>;
// A paid order is refunded in the same decision; a bank-transfer refund needs an account, which the
// member may give right here.
export type CancelOrder = CommandOf<'CancelOrder', { reason: string; refundAccount?: RefundAccount }>;
export type RegisterInboundShipment = CommandOf<'RegisterInboundShipment', Shipment>;
export type CompletePickup = CommandOf<'CompletePickup', NoData>;
export type ShipIn = CommandOf<'ShipIn', NoData>;
export type Warehouse = CommandOf<'Warehouse', NoData>;
export type CheckCorrespondence = CommandOf<'CheckCorrespondence', { results: CorrespondenceEntry[] }>;

/** One item's check. A result other than OK carries a reason; the photo is optional evidence. */
export interface CorrespondenceEntry {
  itemId: string;
  result: CorrespondenceResult;
  reason?: string | null;
  /** An uploaded photo's reference (upload id or path); the collector sees it with the reason. */
  evidencePhoto?: string | null;
}
export type CheckVsc = CommandOf<'CheckVsc', NoData>;
export type CheckDefects = CommandOf<'CheckDefects', NoData>;
export type ScoreCard = CommandOf<'ScoreCard', { itemId: string; grade: Grade; certificationNumber: string }>;
/** One score of a batch: the scoring desk saves every card of the order at once. */
export interface CardScore {
  itemId: string;
  grade: Grade;
  certificationNumber: string;
}
export type ScoreCards = CommandOf<'ScoreCards', { scores: CardScore[] }>;
export type CompleteScoring = CommandOf<'CompleteScoring', NoData>;
export type CompleteCasing = CommandOf<'CompleteCasing', NoData>;
/** A photo of a finished slab's front or back: one of the operator's own uploads. */
export type PhotographSlab = CommandOf<'PhotographSlab', { itemId: string; side: SlabSide; photo: string }>;
export type ReleaseFromWarehouse = CommandOf<'ReleaseFromWarehouse', NoData>;
export type SendToBranch = CommandOf<'SendToBranch', NoData>;
export type ReceiveAtBranch = CommandOf<'ReceiveAtBranch', NoData>;
export type ShipOut = CommandOf<'ShipOut', Shipment>;
export type CompleteDelivery = CommandOf<'CompleteDelivery', NoData>;
export type ChangeShippingAddress = CommandOf<'ChangeShippingAddress', { returnAddress: Address }>;
export type RegisterRefundAccount = CommandOf<'RegisterRefundAccount', RefundAccount>;
// trackingNumber: a member asking once the cards were shipped back names the parcel (spec §4, decide says).
export type RequestPartialCancel = CommandOf<
  'RequestPartialCancel',
  { itemIds: string[]; reason: string; trackingNumber?: string }
>;
export type CompletePartialCancel = CommandOf<'CompletePartialCancel', NoData>;
export type IssueRefund = CommandOf<'IssueRefund', { amount: number }>;
// Without refundId: the latest bank-transfer refund that is not rejected yet.
export type RejectRefundWrongAccount = CommandOf<
  'RejectRefundWrongAccount',
  { refundId?: string; reason: string }
>;
export type CorrectProcessing = CommandOf<'CorrectProcessing', { reason: string }>;

export type OrderCommand =
  | SaveDraft
  | DiscardDraft
  | PlaceOrder
  | IssueVirtualAccount
  | CompletePayment
  | FailPayment
  | ExpireDeposit
  | ExpireUnpaidOrder
  | CancelOrder
  | RegisterInboundShipment
  | CompletePickup
  | ShipIn
  | Warehouse
  | CheckCorrespondence
  | CheckVsc
  | CheckDefects
  | ScoreCard
  | ScoreCards
  | CompleteScoring
  | CompleteCasing
  | PhotographSlab
  | ReleaseFromWarehouse
  | SendToBranch
  | ReceiveAtBranch
  | ShipOut
  | CompleteDelivery
  | ChangeShippingAddress
  | RegisterRefundAccount
  | RequestPartialCancel
  | CompletePartialCancel
  | IssueRefund
  | RejectRefundWrongAccount
  | CorrectProcessing;

export type OrderCommandType = OrderCommand['type'];
export type OrderCommandOf<T extends OrderCommandType> = Extract<OrderCommand, { type: T }>;
