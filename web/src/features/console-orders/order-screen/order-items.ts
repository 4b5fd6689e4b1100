import { isGradableItem } from '@slabworks/domain';
import type { CardLine, OrderItemState, OrderState } from '@/lib/api/generated/slabworks-api';

export type OrderItem = OrderItemState;

/** lineId → the card's name as the member typed it (items carry only the line). */
export const lineNamesOf = (state: OrderState): Map<string, string> =>
  new Map((state.order?.cardLines ?? []).map((line) => [line.lineId, line.playerName]));

/** lineId → the member's whole card line (category, year, set, number …). */
export const cardLinesOf = (state: OrderState): Map<string, CardLine> =>
  new Map((state.order?.cardLines ?? []).map((line) => [line.lineId, line]));

/** "#2 Son Heung-min": the item's place in the order and its card. */
export const itemLabel = (item: OrderItem, index: number, lines: Map<string, string>): string => {
  const name = item.lineId ? lines.get(item.lineId) : undefined;
  return `#${index + 1}${name ? ` ${name}` : ''}`;
};

/** The domain's rule (a card the check let through, not cancelled) over the api's item. */
export const isGradable = (item: OrderItem): boolean => isGradableItem(item);

export const isUngradable = (item: OrderItem): boolean => item.correspondence.startsWith('UNGRADABLE');
