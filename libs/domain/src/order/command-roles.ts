import type { OrderCommandType } from './order.commands';
import type { ActorRole } from './order.values';

const STAFF: ActorRole[] = ['OPERATOR', 'ADMIN'];
const MEMBER_OR_STAFF: ActorRole[] = ['MEMBER', ...STAFF];

// Who may send what. A MEMBER must also own the order (checked in decide); payment results arrive
// as the member (return from the provider) or as SYSTEM (provider webhook).
export const COMMAND_ROLES: Readonly<Record<OrderCommandType, readonly ActorRole[]>> = {
  SaveDraft: ['MEMBER'],
  DiscardDraft: ['MEMBER'],
  PlaceOrder: ['MEMBER'],
  IssueVirtualAccount: ['MEMBER', 'SYSTEM', 'ADMIN'],
  CompletePayment: ['MEMBER', 'SYSTEM', 'ADMIN'],
  FailPayment: ['MEMBER', 'SYSTEM', 'ADMIN'],
  ExpireDeposit: ['SYSTEM', ...STAFF],
  ExpireUnpaidOrder: ['SYSTEM', ...STAFF],
  CancelOrder: MEMBER_OR_STAFF,
  RegisterInboundShipment: MEMBER_OR_STAFF,
  CompletePickup: STAFF,
  ShipIn: STAFF,
  Warehouse: STAFF,
  CheckCorrespondence: STAFF,
  CheckVsc: STAFF,
  CheckDefects: STAFF,
  ScoreCard: STAFF,
  ScoreCards: STAFF,
  CompleteScoring: STAFF,
  CompleteCasing: STAFF,
  PhotographSlab: STAFF,
  ReleaseFromWarehouse: STAFF,
  SendToBranch: STAFF,
  ReceiveAtBranch: STAFF,
  ShipOut: STAFF,
  CompleteDelivery: ['SYSTEM', ...STAFF],
  ChangeShippingAddress: MEMBER_OR_STAFF,
  RegisterRefundAccount: MEMBER_OR_STAFF,
  RequestPartialCancel: MEMBER_OR_STAFF,
  CompletePartialCancel: ['SYSTEM', ...STAFF],
  IssueRefund: ['SYSTEM', ...STAFF],
  RejectRefundWrongAccount: ['SYSTEM', ...STAFF],
  CorrectProcessing: ['ADMIN'],
};

export const roleMayIssue = (role: ActorRole, command: OrderCommandType): boolean =>
  COMMAND_ROLES[command].includes(role);
