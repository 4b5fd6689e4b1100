import type { OrderEvent, OrderEventType } from './order.events';

// A stable, append-only list: subscribers use it to recognise events; never rename or reorder.
const TYPES = {
  OrderDraftSaved: true,
  OrderDraftDiscarded: true,
  OrderPlaced: true,
  VirtualAccountIssued: true,
  PaymentCompleted: true,
  PaymentFailed: true,
  DepositDeadlineExpired: true,
  OrderCancelled: true,
  InboundShipmentRegistered: true,
  PickupCompleted: true,
  CardsShippedIn: true,
  CardsWarehoused: true,
  ItemsCorrespondenceChecked: true,
  VscChecked: true,
  DefectsChecked: true,
  CardScored: true,
  ScoringCompleted: true,
  CasingCompleted: true,
  WarehouseReleased: true,
  ShippedOut: true,
  DeliveryCompleted: true,
  ShippingAddressChanged: true,
  RefundAccountRegistered: true,
  PartialCancelRequested: true,
  PartialCancelCompleted: true,
  RefundIssued: true,
  RefundRejectedWrongAccount: true,
  ProcessingCorrected: true,
} as const satisfies Record<OrderEventType, true>;

export const ORDER_EVENT_TYPES = Object.keys(TYPES) as OrderEventType[];
export const ORDER_EVENT_SCHEMA_VERSION = 1;

export const isOrderEventType = (type: unknown): type is OrderEventType =>
  typeof type === 'string' && Object.prototype.hasOwnProperty.call(TYPES, type);

export type OrderEventDecoding =
  | { ok: true; event: OrderEvent }
  | { ok: false; reason: 'unknown_type' | 'unsupported_version' | 'malformed'; type: string | null };

// For subscribers reading a shared store: anything not { known type, v1, object data } is reported
// so the caller can log a warning and skip it instead of crashing a projection.
export const decodeOrderEvent = (raw: unknown): OrderEventDecoding => {
  if (typeof raw !== 'object' || raw === null) return { ok: false, reason: 'malformed', type: null };
  const candidate = raw as { type?: unknown; schemaVersion?: unknown; data?: unknown };
  const type = typeof candidate.type === 'string' ? candidate.type : null;
  if (!isOrderEventType(type))
    return { ok: false, reason: type === null ? 'malformed' : 'unknown_type', type };
  const version = candidate.schemaVersion ?? ORDER_EVENT_SCHEMA_VERSION;
  if (version !== ORDER_EVENT_SCHEMA_VERSION) return { ok: false, reason: 'unsupported_version', type };
  if (typeof candidate.data !== 'object' || candidate.data === null)
    return { ok: false, reason: 'malformed', type };
  return { ok: true, event: { ...(raw as OrderEvent), schemaVersion: 1 } };
};

export const isOrderEvent = (raw: unknown): raw is OrderEvent => decodeOrderEvent(raw).ok;
