import { DomainError, isRefundable, isUngradableResult, ruleStageOf } from '@slabworks/domain';
import type { CommandBuilder } from '../../core/order-command.executor';

/**
 * A member's refund request names no cards: it is for every ungradable card not yet cancelled, read
 * from the order as it is now (the member may not see per-card results before the cards ship back).
 */
export const requestUngradableRefund =
  (data: { reason: string; trackingNumber?: string }): CommandBuilder =>
  (state) => {
    const itemIds = state.items
      .filter((item) => isUngradableResult(item.correspondence) && item.partialCancel === 'NONE')
      .map((item) => item.itemId);
    // Where decide would refuse anyway (not paid, wrong stage, one pending) its own refusal is clearer.
    const askable =
      state.payment !== null &&
      !state.cancelled &&
      state.pendingPartialCancel === null &&
      isRefundable(ruleStageOf(state));
    if (askable && itemIds.length === 0)
      throw new DomainError('ORDER.NOTHING_TO_REFUND', 'No ungradable card is left to refund');
    return {
      type: 'RequestPartialCancel',
      data: {
        itemIds,
        reason: data.reason.trim(),
        ...(data.trackingNumber !== undefined ? { trackingNumber: data.trackingNumber } : {}),
      },
    };
  };
