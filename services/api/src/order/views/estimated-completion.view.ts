import { estimatedCompletionDate, serviceCountryOfCurrency, type Currency } from '@slabworks/domain';
import type { OrderListRow } from '@slabworks/read-models';

// Computed when read, not projected: a holiday added to the table corrects every open order at once.
export function estimatedCompletionOf(row: OrderListRow): string | null {
  return estimatedCompletionDate({
    orderType: row.orderType,
    paidAt: row.paidAt,
    cardsReceivedAt: row.cardsReceivedAt,
    finished: row.displayStage === 'CANCELLED' || row.displayStage === 'SHIPPING_OUT_COMPLETE',
    viaBranch: serviceCountryOfCurrency(row.currency as Currency | null) === 'TW',
  });
}
