import { DISPLAY_STAGES, estimatedCompletionDate, type OrderType } from '@slabworks/domain';
import type { OrderReadRow } from '../read-model/order-read.row';

const RECEIVED_FROM = DISPLAY_STAGES.indexOf('SHIPPING_IN_COMPLETE');
const receivedStages = new Set<string>(
  DISPLAY_STAGES.slice(RECEIVED_FROM, DISPLAY_STAGES.indexOf('CANCELLED')),
);

// Computed when read, not projected: a holiday added to the table corrects every open order at once.
export function estimatedCompletionOf(row: OrderReadRow): string | null {
  return estimatedCompletionDate({
    orderType: (row.state.order?.pricing.orderType ?? null) as OrderType | null,
    paidAt: row.ledger.find((line) => line.kind === 'PAID')?.at ?? null,
    cardsReceivedAt: row.timeline.find((entry) => receivedStages.has(entry.stage))?.at ?? null,
    finished: row.displayStage === 'CANCELLED' || row.displayStage === 'SHIPPING_OUT_COMPLETE',
  });
}
