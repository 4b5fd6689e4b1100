import { DomainError } from '../errors/domain-error';
import { decideChangeShippingAddress } from './decide/address.decide';
import { decideCancelOrder } from './decide/cancel.decide';
import { decideCorrectProcessing } from './decide/correction.decide';
import { decideDiscardDraft, decidePlaceOrder, decideSaveDraft } from './decide/draft.decide';
import {
  decideCheckCorrespondence,
  decideCheckDefects,
  decideCheckVsc,
  decideCompleteScoring,
  decideScoreCard,
} from './decide/grading.decide';
import { decideScoreCards } from './decide/score-cards.decide';
import { decidePhotographSlab } from './decide/slab-photo.decide';
import { assertActorMay } from './decide/guards';
import {
  decideCompleteDelivery,
  decideCompletePickup,
  decideCompleteCasing,
  decideRegisterInboundShipment,
  decideReleaseFromWarehouse,
  decideReceiveAtBranch,
  decideSendToBranch,
  decideShipIn,
  decideShipOut,
  decideWarehouse,
} from './decide/processing.decide';
import {
  decideCompletePayment,
  decideExpireDeposit,
  decideExpireUnpaidOrder,
  decideFailPayment,
  decideIssueVirtualAccount,
} from './decide/payment.decide';
import {
  decideCompletePartialCancel,
  decideIssueRefund,
  decideRegisterRefundAccount,
  decideRejectRefundWrongAccount,
  decideRequestPartialCancel,
} from './decide/refund.decide';
import type { OrderCommand, OrderCommandOf, OrderCommandType } from './order.commands';
import type { OrderEvent } from './order.events';
import type { OrderState } from './order.state';

type Deciders = { [T in OrderCommandType]: (command: OrderCommandOf<T>, state: OrderState) => OrderEvent[] };

const DECIDERS: Deciders = {
  SaveDraft: decideSaveDraft,
  DiscardDraft: decideDiscardDraft,
  PlaceOrder: decidePlaceOrder,
  IssueVirtualAccount: decideIssueVirtualAccount,
  CompletePayment: decideCompletePayment,
  FailPayment: decideFailPayment,
  ExpireDeposit: decideExpireDeposit,
  ExpireUnpaidOrder: decideExpireUnpaidOrder,
  CancelOrder: decideCancelOrder,
  RegisterInboundShipment: decideRegisterInboundShipment,
  CompletePickup: decideCompletePickup,
  ShipIn: decideShipIn,
  Warehouse: decideWarehouse,
  CheckCorrespondence: decideCheckCorrespondence,
  CheckVsc: decideCheckVsc,
  CheckDefects: decideCheckDefects,
  ScoreCard: decideScoreCard,
  ScoreCards: decideScoreCards,
  CompleteScoring: decideCompleteScoring,
  CompleteCasing: decideCompleteCasing,
  PhotographSlab: decidePhotographSlab,
  ReleaseFromWarehouse: decideReleaseFromWarehouse,
  SendToBranch: decideSendToBranch,
  ReceiveAtBranch: decideReceiveAtBranch,
  ShipOut: decideShipOut,
  CompleteDelivery: decideCompleteDelivery,
  ChangeShippingAddress: decideChangeShippingAddress,
  RegisterRefundAccount: decideRegisterRefundAccount,
  RequestPartialCancel: decideRequestPartialCancel,
  CompletePartialCancel: decideCompletePartialCancel,
  IssueRefund: decideIssueRefund,
  RejectRefundWrongAccount: decideRejectRefundWrongAccount,
  CorrectProcessing: decideCorrectProcessing,
};

// Pure: the api loads the stream, folds it, calls decide, and appends the result at the version it
// read. Refusals are DomainErrors with stable codes; anything else is a bug.
export const decide = (command: OrderCommand, state: OrderState): OrderEvent[] => {
  if (!Object.prototype.hasOwnProperty.call(DECIDERS, command.type)) {
    throw new DomainError('ORDER.UNKNOWN_COMMAND', `Unknown command ${String(command.type)}`);
  }
  assertActorMay(command, state);
  const decider = DECIDERS[command.type] as (command: OrderCommand, state: OrderState) => OrderEvent[];
  return decider(command, state);
};
