import type { Grade } from '../limits/grade-scale';
import { serviceCountryOfCurrency } from '../service/service-country';
import type { PricedItem, PricedOrder } from '../pricing/price-order';
import type { ProcessingStatus, StartStatus } from '../stages/processing-status';
import type { RefundMethod } from './order.events';
import type { Address, CardLine, OrderAgreements, OrderDraft, RefundAccount } from './order-input.types';
import type {
  CorrespondenceCheck,
  OrderStatus,
  PaymentMethod,
  ShippingMethod,
  SlabSide,
  SubmitType,
} from './order.values';

export interface OrderItemState extends PricedItem {
  correspondence: CorrespondenceCheck;
  /** Why a card is not OK, and an optional evidence photo; absent on items checked before they existed. */
  correspondenceReason?: string | null;
  evidencePhoto?: string | null;
  grade: Grade | null;
  // For a re-holder item this is its existing number from OrderPlaced; for a card, set when scored.
  certificationNumber: string | null;
  partialCancel: 'NONE' | 'REQUESTED' | 'COMPLETED';
  /** Upload ids of the finished slab's photos; absent before the first one. */
  slabPhotos?: Partial<Record<SlabSide, string>>;
}

export interface PlacedOrder {
  orderNumber: string;
  submitType: SubmitType;
  shippingMethod: ShippingMethod;
  cardLines: CardLine[];
  photos: string[];
  agreements: OrderAgreements;
  pricing: Omit<PricedOrder, 'items'>;
}

export interface RefundRecord {
  refundId: string;
  amount: number;
  method: RefundMethod;
  rejected: boolean;
}

export interface OrderState {
  orderId: string | null;
  memberId: string | null;
  status: OrderStatus | null;
  processingStatus: ProcessingStatus;
  startStatus: StartStatus | null;
  discarded: boolean;
  draft: OrderDraft | null;
  order: PlacedOrder | null;
  items: OrderItemState[];
  returnAddress: Address | null;
  virtualAccount: {
    bank: string;
    accountNumber: string;
    holderName: string;
    amount: number;
    dueAt: string;
  } | null;
  payment: { method: PaymentMethod; amount: number; providerKey: string } | null;
  lastPaymentFailure: string | null;
  /** When an unpaid order expires (OrderPlaced.payBy); null for orders placed before issue #31. */
  payBy: string | null;
  cancelled: boolean;
  inbound: { courier: string; trackingNumber: string } | null;
  outbound: { courier: string; trackingNumber: string } | null;
  refundAccount: RefundAccount | null;
  pendingPartialCancel: { itemIds: string[]; amount: number } | null;
  partialCancelledAmount: number;
  refunds: RefundRecord[];
  refundedAmount: number;
}

/** A Taiwan order (priced in TWD) reaches its collector through the Taiwan branch (issue #32). */
export const goesThroughBranch = (state: Pick<OrderState, 'order'>): boolean =>
  serviceCountryOfCurrency(state.order?.pricing.currency) === 'TW';

export const initialOrderState: OrderState = {
  orderId: null,
  memberId: null,
  status: null,
  processingStatus: 'NOT_PROCESSING',
  startStatus: null,
  discarded: false,
  draft: null,
  order: null,
  items: [],
  returnAddress: null,
  virtualAccount: null,
  payment: null,
  lastPaymentFailure: null,
  payBy: null,
  cancelled: false,
  inbound: null,
  outbound: null,
  refundAccount: null,
  pendingPartialCancel: null,
  partialCancelledAmount: 0,
  refunds: [],
  refundedAmount: 0,
};
