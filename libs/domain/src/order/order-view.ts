import type { OrderActionView } from '../stages/allowed-actions';
import { allowedActions } from '../stages/allowed-actions';
import { displayStageOf, DisplayStage } from '../stages/display-stage';
import { isUngradableResult } from './order.values';
import type { OrderState } from './order.state';

export const orderActionView = (state: OrderState): OrderActionView => ({
  status: state.status,
  processingStatus: state.processingStatus,
  cancelled: state.cancelled,
  paid: state.payment !== null,
  shippingMethod: state.order?.shippingMethod,
  openUngradableItems: state.items.filter(
    (item) => isUngradableResult(item.correspondence) && item.partialCancel === 'NONE',
  ).length,
  partialCancelPending: state.pendingPartialCancel !== null,
});

export const allowedActionsOf = (state: OrderState) => allowedActions(orderActionView(state));

export const displayStageOfOrder = (state: OrderState): DisplayStage | null => displayStageOf(state);
