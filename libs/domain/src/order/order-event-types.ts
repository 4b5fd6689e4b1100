import type { OrderEvent, OrderEventType } from './order.events';
import {
  ORDER_EVENT_UPCASTERS,
  upcastOrderEventData,
  type OrderEventUpcasters,
} from './order-event-upcasters';

// Every event type this code can decode (the command side and the projections share it). Append
// only: a stored type is never renamed or removed, or the streams holding it stop decoding.
const TYPES = {
  OrderDraftSaved: true,
  OrderDraftDiscarded: true,
  OrderPlaced: true,
  VirtualAccountIssued: true,
  PaymentCompleted: true,
  PaymentFailed: true,
  DepositDeadlineExpired: true,
  UnpaidOrderExpired: true,
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
  SlabPhotographed: true,
  WarehouseReleased: true,
  SentToBranch: true,
  ReceivedAtBranch: true,
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

/**
 * The one decoder of stored order events, for the command side and the projections alike: a known
 * type whose payload is (or upcasts to) today's schema version decodes; anything else is reported
 * with its reason, never turned into a guess. The projections log and skip what does not decode
 * (a rolling deploy may store a type this code does not know yet); the command side refuses to
 * decide over such a stream (libs/order-commands).
 */
export const decodeOrderEvent = (
  raw: unknown,
  upcasters: OrderEventUpcasters = ORDER_EVENT_UPCASTERS,
): OrderEventDecoding => {
  if (typeof raw !== 'object' || raw === null) return { ok: false, reason: 'malformed', type: null };
  const candidate = raw as { type?: unknown; schemaVersion?: unknown; data?: unknown };
  const type = typeof candidate.type === 'string' ? candidate.type : null;
  if (!isOrderEventType(type))
    return { ok: false, reason: type === null ? 'malformed' : 'unknown_type', type };
  if (typeof candidate.data !== 'object' || candidate.data === null)
    return { ok: false, reason: 'malformed', type };
  const version = candidate.schemaVersion ?? ORDER_EVENT_SCHEMA_VERSION;
  if (typeof version !== 'number') return { ok: false, reason: 'unsupported_version', type };
  const upcast = upcastOrderEventData(
    type,
    version,
    candidate.data as Record<string, unknown>,
    ORDER_EVENT_SCHEMA_VERSION,
    upcasters,
  );
  if (!upcast.ok) return { ok: false, reason: upcast.reason, type };
  return {
    ok: true,
    event: { type, schemaVersion: ORDER_EVENT_SCHEMA_VERSION, data: upcast.data } as OrderEvent,
  };
};

export const isOrderEvent = (raw: unknown): raw is OrderEvent => decodeOrderEvent(raw).ok;
