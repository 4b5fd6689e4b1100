import type { OrderEventType } from './order.events';

/** Turns one stored payload of `fromVersion` into the payload of `fromVersion + 1`; pure. */
export type OrderEventUpcaster = (data: Record<string, unknown>) => Record<string, unknown>;

/** type → stored schema version → the step to the next version. */
export type OrderEventUpcasters = Partial<
  Record<OrderEventType, Readonly<Record<number, OrderEventUpcaster>>>
>;

/**
 * How a stored event of an older schema version becomes today's. Changing an event's payload means:
 * raise ORDER_EVENT_SCHEMA_VERSION, add here the step from the previous version for every type whose
 * payload changed (types without a step keep their payload), and never rewrite stored events. Every
 * event stored so far is version 1 (the first schema), so there is no step yet.
 */
export const ORDER_EVENT_UPCASTERS: OrderEventUpcasters = {};

export type Upcasting =
  { ok: true; data: Record<string, unknown> } | { ok: false; reason: 'unsupported_version' };

/** Applies the steps from `version` up to `target`; a version the code has no path from is refused. */
export function upcastOrderEventData(
  type: OrderEventType,
  version: number,
  data: Record<string, unknown>,
  target: number,
  upcasters: OrderEventUpcasters,
): Upcasting {
  if (!Number.isInteger(version) || version > target) return { ok: false, reason: 'unsupported_version' };
  let current = data;
  for (let v = version; v < target; v += 1) {
    const step = upcasters[type]?.[v];
    // Only the first schema has no predecessor; a lower version without a step is a gap.
    if (!step) return { ok: false, reason: 'unsupported_version' };
    current = step(current);
  }
  return { ok: true, data: current };
}
