import type { OrderEvent } from './order.events';
import { initialOrderState, OrderItemState, OrderState } from './order.state';

const updateItems = (
  state: OrderState,
  ids: readonly string[],
  change: Partial<OrderItemState>,
): OrderItemState[] => {
  const targets = new Set(ids);
  return state.items.map((item) => (targets.has(item.itemId) ? { ...item, ...change } : item));
};

// Total by construction: unknown types and odd data leave the state as it was, never throw, so a
// stream written by a newer version still folds.
export const evolve = (state: OrderState, event: OrderEvent): OrderState => {
  switch (event.type) {
    case 'OrderDraftSaved':
      return {
        ...state,
        orderId: event.data.orderId,
        memberId: event.data.memberId,
        status: 'TEMP_SAVED',
        draft: event.data.draft,
      };
    case 'OrderDraftDiscarded':
      return { ...state, discarded: true, draft: null };
    case 'OrderPlaced': {
      const { items, ...pricing } = event.data.pricing;
      return {
        ...state,
        orderId: event.data.orderId,
        memberId: event.data.memberId,
        status: 'SAVED',
        draft: null,
        order: {
          orderNumber: event.data.orderNumber,
          submitType: event.data.submitType,
          shippingMethod: event.data.shippingMethod,
          cardLines: event.data.cardLines,
          photos: event.data.photos,
          agreements: event.data.agreements,
          pricing,
        },
        items: items.map((item) => ({
          ...item,
          correspondence: 'NOT_DETERMINED',
          grade: null,
          partialCancel: 'NONE',
        })),
        returnAddress: event.data.returnAddress,
        payBy: event.data.payBy ?? null,
      };
    }
    case 'VirtualAccountIssued': {
      const { orderId: _orderId, ...account } = event.data;
      return { ...state, status: 'WAITING_FOR_DEPOSIT', virtualAccount: account };
    }
    case 'PaymentCompleted': {
      const { method, amount, providerKey, processingStatus } = event.data;
      return {
        ...state,
        status: 'PROCESSING',
        payment: { method, amount, providerKey },
        processingStatus,
        startStatus: processingStatus,
      };
    }
    case 'PaymentFailed':
      return { ...state, status: 'PAYMENT_FAILED', lastPaymentFailure: event.data.reason };
    case 'DepositDeadlineExpired':
    case 'UnpaidOrderExpired':
      return { ...state, status: 'DEADLINE_EXPIRED' };
    case 'OrderCancelled':
      return { ...state, status: 'CANCELLED', cancelled: true };
    case 'InboundShipmentRegistered':
      return {
        ...state,
        processingStatus: 'SHIPPING_IN',
        inbound: { courier: event.data.courier, trackingNumber: event.data.trackingNumber },
      };
    case 'PickupCompleted':
      return { ...state, processingStatus: 'SHIPPING_IN' };
    case 'CardsShippedIn':
      return { ...state, processingStatus: 'SHIPPING_IN_COMPLETE' };
    case 'CardsWarehoused':
      return { ...state, processingStatus: 'WAREHOUSE_IN' };
    case 'ItemsCorrespondenceChecked': {
      const results = new Map(event.data.results.map((entry) => [entry.itemId, entry]));
      return {
        ...state,
        processingStatus: 'CARD_CORRESPOND_CHECKED',
        items: state.items.map((item) => {
          const entry = results.get(item.itemId);
          if (!entry) return item;
          return {
            ...item,
            correspondence: entry.result,
            correspondenceReason: entry.reason ?? null,
            evidencePhoto: entry.evidencePhoto ?? null,
          };
        }),
      };
    }
    case 'VscChecked':
      return { ...state, processingStatus: 'VSC_CHECKED' };
    case 'DefectsChecked':
      return { ...state, processingStatus: 'CARD_DEFECT_CHECKED' };
    case 'CardScored': {
      const { itemId, grade, certificationNumber, completesScoring } = event.data;
      return {
        ...state,
        items: updateItems(state, [itemId], { grade, certificationNumber }),
        processingStatus: completesScoring ? 'CARD_SCORED' : state.processingStatus,
      };
    }
    case 'ScoringCompleted':
      return { ...state, processingStatus: 'CARD_SCORED' };
    case 'CasingCompleted':
      return { ...state, processingStatus: 'CASING_COMPLETE' };
    case 'SlabPhotographed': {
      const { itemId, side, photo } = event.data;
      return {
        ...state,
        items: state.items.map((item) =>
          item.itemId === itemId ? { ...item, slabPhotos: { ...item.slabPhotos, [side]: photo } } : item,
        ),
      };
    }
    case 'WarehouseReleased':
      return { ...state, processingStatus: 'WAREHOUSE_OUT' };
    case 'SentToBranch':
      return { ...state, processingStatus: 'SENT_TO_BRANCH' };
    case 'ReceivedAtBranch':
      return { ...state, processingStatus: 'BRANCH_RECEIVED' };
    case 'ShippedOut':
      return {
        ...state,
        processingStatus: 'SHIPPING_OUT',
        outbound: { courier: event.data.courier, trackingNumber: event.data.trackingNumber },
      };
    case 'DeliveryCompleted':
      return { ...state, processingStatus: 'SHIPPING_OUT_COMPLETE', status: event.data.orderStatus };
    case 'ShippingAddressChanged':
      return { ...state, returnAddress: event.data.returnAddress };
    case 'RefundAccountRegistered': {
      const { bank, accountNumber, holderName, orderStatus } = event.data;
      return { ...state, refundAccount: { bank, accountNumber, holderName }, status: orderStatus };
    }
    case 'PartialCancelRequested':
      return {
        ...state,
        status: 'REQUEST_PARTIAL_CANCELED',
        pendingPartialCancel: { itemIds: event.data.itemIds, amount: event.data.amount },
        items: updateItems(state, event.data.itemIds, { partialCancel: 'REQUESTED' }),
      };
    case 'PartialCancelCompleted':
      return {
        ...state,
        status: 'COMPLETE_PARTIAL_CANCELED',
        pendingPartialCancel: null,
        partialCancelledAmount: state.partialCancelledAmount + event.data.amount,
        items: updateItems(state, event.data.itemIds, { partialCancel: 'COMPLETED' }),
      };
    case 'RefundIssued': {
      const { refundId, amount, method, orderStatus } = event.data;
      return {
        ...state,
        status: orderStatus,
        refunds: [...state.refunds, { refundId, amount, method, rejected: false }],
        refundedAmount: state.refundedAmount + amount,
      };
    }
    case 'RefundRejectedWrongAccount':
      return {
        ...state,
        status: 'WRONG_REFUND_ACCOUNT',
        refunds: state.refunds.map((refund) =>
          refund.refundId === event.data.refundId ? { ...refund, rejected: true } : refund,
        ),
        refundedAmount: state.refundedAmount - event.data.amount,
      };
    case 'ProcessingCorrected':
      return { ...state, processingStatus: event.data.to, status: event.data.orderStatus };
    default:
      return state;
  }
};

export const foldOrder = (events: readonly OrderEvent[], from: OrderState = initialOrderState): OrderState =>
  events.reduce(evolve, from);
