import type { ParseKeys, TFunction, TypeOptions } from 'i18next';
import type {
  ActorRole,
  CardCategory,
  DisplayStage,
  OrderEventType,
  OrderStatus,
  OrderType,
  ProcessingStatus,
  SportsType,
} from '@slabworks/domain';

/**
 * Typed tables from a value to its locale key (src/i18next.d.ts types the keys from the Korean files): a
 * value added to a domain list without a key, or a key missing from the locale, fails `tsc`. Keys are
 * never built at run time (`t(\`stage.${x}\`)`); eslint.config.mjs refuses a template literal or a cast
 * as `t`'s key.
 */

/** Each namespace's Korean file, the shape every language has (src/i18next.d.ts). */
export type Locale = TypeOptions['resources'];
/** The names under one object of a locale file: `SubKey<Locale['console']['menu']>` is 'dashboard' | 'orders' | …. */
export type SubKey<Group> = keyof Group & string;

/**
 * The key for a value the api sends as a plain string; undefined when the table has none (a value newer
 * than this build), so the caller shows the value itself.
 */
export const keyFor = <V extends string, K>(
  table: Readonly<Partial<Record<V, K>>>,
  value: string | null | undefined,
): K | undefined =>
  value != null && Object.prototype.hasOwnProperty.call(table, value) ? table[value as V] : undefined;

/** A value's words through its table, or the value itself when the table has no key for it. */
export const labelOf = <K extends string>(
  t: (key: NoInfer<K>) => string,
  table: Readonly<Record<string, K>>,
  value: string | null | undefined,
): string => {
  const key = keyFor(table, value);
  return key ? t(key) : (value ?? '');
};

/**
 * `t` for a chain of keys tried in turn, the first ones built from the api's field names (the field's
 * wording `rule-for.<field>.<rule>`, then its group's) and so not typed; the chain ends on a typed key
 * (`rule.<rule>`) every rule has. The one place keys are not checked: form rule wording.
 */
export type UntypedT = (key: string | string[], options?: Record<string, unknown>) => string;
export const untypedT = <Ns extends keyof Locale>(t: TFunction<Ns>): UntypedT => t as UntypedT;

type ConsoleKey = ParseKeys<'console'>;
type AccountKey = ParseKeys<'account'>;
/** A key both the console and the member's pages have (`stage.*`: same key, each namespace its words). */
type SharedStageKey = ConsoleKey & AccountKey;

/** Where an order is, as the member and the console name it (account:stage.*, console:stage.*). */
export const DISPLAY_STAGE_KEY = {
  WAITING_FOR_DEPOSIT: 'stage.WAITING_FOR_DEPOSIT',
  NEED_INVOICE_INPUT: 'stage.NEED_INVOICE_INPUT',
  PICKUP_REQUIRED: 'stage.PICKUP_REQUIRED',
  SHIPPING_IN: 'stage.SHIPPING_IN',
  SHIPPING_IN_COMPLETE: 'stage.SHIPPING_IN_COMPLETE',
  WAREHOUSE_IN: 'stage.WAREHOUSE_IN',
  GRADING: 'stage.GRADING',
  GRADING_COMPLETE: 'stage.GRADING_COMPLETE',
  SENT_TO_BRANCH: 'stage.SENT_TO_BRANCH',
  BRANCH_RECEIVED: 'stage.BRANCH_RECEIVED',
  SHIPPING_OUT: 'stage.SHIPPING_OUT',
  SHIPPING_OUT_COMPLETE: 'stage.SHIPPING_OUT_COMPLETE',
  CANCELLED: 'stage.CANCELLED',
} as const satisfies Record<DisplayStage, SharedStageKey>;

/** The payment state of an order before (or instead of) a stage (account:payment-state.*). */
export const ORDER_STATUS_KEY = {
  TEMP_SAVED: 'payment-state.TEMP_SAVED',
  SAVED: 'payment-state.SAVED',
  CANCELLED: 'payment-state.CANCELLED',
  DEADLINE_EXPIRED: 'payment-state.DEADLINE_EXPIRED',
  WAITING_FOR_DEPOSIT: 'payment-state.WAITING_FOR_DEPOSIT',
  PROCESSING: 'payment-state.PROCESSING',
  COMPLETE: 'payment-state.COMPLETE',
  REFUNDED: 'payment-state.REFUNDED',
  REQUEST_PARTIAL_CANCELED: 'payment-state.REQUEST_PARTIAL_CANCELED',
  COMPLETE_PARTIAL_CANCELED: 'payment-state.COMPLETE_PARTIAL_CANCELED',
  WRONG_REFUND_ACCOUNT: 'payment-state.WRONG_REFUND_ACCOUNT',
  PAYMENT_FAILED: 'payment-state.PAYMENT_FAILED',
} as const satisfies Record<OrderStatus, AccountKey>;

/** The plan an order was placed on (account:plan.*). */
export const ORDER_TYPE_KEY = {
  REG: 'plan.REG',
  EXP: 'plan.EXP',
  BULK: 'plan.BULK',
  REHOLDER: 'plan.REHOLDER',
} as const satisfies Record<OrderType, AccountKey>;

/** The processing step an order is at, in the console's words (console:status.*). */
export const PROCESSING_STATUS_KEY = {
  NOT_PROCESSING: 'status.NOT_PROCESSING',
  OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION: 'status.OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
  BRG_SHIPPING_BEFORE_PICKUP: 'status.BRG_SHIPPING_BEFORE_PICKUP',
  QUICK_SHIPPING_BEFORE_PICKUP: 'status.QUICK_SHIPPING_BEFORE_PICKUP',
  VISIT_SHIPPING_BEFORE_PICKUP: 'status.VISIT_SHIPPING_BEFORE_PICKUP',
  SHIPPING_IN: 'status.SHIPPING_IN',
  SHIPPING_IN_COMPLETE: 'status.SHIPPING_IN_COMPLETE',
  WAREHOUSE_IN: 'status.WAREHOUSE_IN',
  CARD_CORRESPOND_CHECKED: 'status.CARD_CORRESPOND_CHECKED',
  VSC_CHECKED: 'status.VSC_CHECKED',
  CARD_DEFECT_CHECKED: 'status.CARD_DEFECT_CHECKED',
  CARD_SCORED: 'status.CARD_SCORED',
  CASING_COMPLETE: 'status.CASING_COMPLETE',
  WAREHOUSE_OUT: 'status.WAREHOUSE_OUT',
  SENT_TO_BRANCH: 'status.SENT_TO_BRANCH',
  BRANCH_RECEIVED: 'status.BRANCH_RECEIVED',
  SHIPPING_OUT: 'status.SHIPPING_OUT',
  SHIPPING_OUT_COMPLETE: 'status.SHIPPING_OUT_COMPLETE',
} as const satisfies Record<ProcessingStatus, ConsoleKey>;

/** Every role a person can have (members, staff, the system's own actions), as the console names it. */
export const ROLE_KEY = {
  MEMBER: 'role.MEMBER',
  VIP: 'role.VIP',
  OPERATOR: 'role.OPERATOR',
  AUDITOR: 'role.AUDITOR',
  ADMIN: 'role.ADMIN',
  SYSTEM: 'role.SYSTEM',
} as const satisfies Record<'VIP' | 'AUDITOR' | ActorRole, ConsoleKey>;

/** An order event as the console's history names it (console:event.*). */
export const ORDER_EVENT_KEY = {
  OrderDraftSaved: 'event.OrderDraftSaved',
  OrderDraftDiscarded: 'event.OrderDraftDiscarded',
  OrderPlaced: 'event.OrderPlaced',
  VirtualAccountIssued: 'event.VirtualAccountIssued',
  PaymentCompleted: 'event.PaymentCompleted',
  PaymentFailed: 'event.PaymentFailed',
  DepositDeadlineExpired: 'event.DepositDeadlineExpired',
  UnpaidOrderExpired: 'event.UnpaidOrderExpired',
  OrderCancelled: 'event.OrderCancelled',
  InboundShipmentRegistered: 'event.InboundShipmentRegistered',
  PickupCompleted: 'event.PickupCompleted',
  CardsShippedIn: 'event.CardsShippedIn',
  CardsWarehoused: 'event.CardsWarehoused',
  ItemsCorrespondenceChecked: 'event.ItemsCorrespondenceChecked',
  VscChecked: 'event.VscChecked',
  DefectsChecked: 'event.DefectsChecked',
  CardScored: 'event.CardScored',
  ScoringCompleted: 'event.ScoringCompleted',
  CasingCompleted: 'event.CasingCompleted',
  SlabPhotographed: 'event.SlabPhotographed',
  WarehouseReleased: 'event.WarehouseReleased',
  SentToBranch: 'event.SentToBranch',
  ReceivedAtBranch: 'event.ReceivedAtBranch',
  ShippedOut: 'event.ShippedOut',
  DeliveryCompleted: 'event.DeliveryCompleted',
  ShippingAddressChanged: 'event.ShippingAddressChanged',
  RefundAccountRegistered: 'event.RefundAccountRegistered',
  PartialCancelRequested: 'event.PartialCancelRequested',
  PartialCancelCompleted: 'event.PartialCancelCompleted',
  RefundIssued: 'event.RefundIssued',
  RefundRejectedWrongAccount: 'event.RefundRejectedWrongAccount',
  ProcessingCorrected: 'event.ProcessingCorrected',
} as const satisfies Record<OrderEventType, ConsoleKey>;

/** A grading plan's level on the order form (order:price.levels.*); a re-holder order has none. */
export const PRICE_LEVEL_KEY = {
  REG: 'price.levels.REG',
  EXP: 'price.levels.EXP',
  BULK: 'price.levels.BULK',
} as const satisfies Record<Exclude<OrderType, 'REHOLDER'>, ParseKeys<'order'>>;

/** A member account's state, as the console names it (console:members.statusOf.*). */
export const MEMBER_STATUS_KEY = {
  APPROVED: 'members.statusOf.APPROVED',
  DORMANCY: 'members.statusOf.DORMANCY',
  NOT_APPROVED: 'members.statusOf.NOT_APPROVED',
  WITHDRAWN: 'members.statusOf.WITHDRAWN',
} as const satisfies Record<string, ConsoleKey>;

/** A card's category on public card pages (cards:category.*). */
export const CARD_CATEGORY_KEY = {
  POKEMON: 'category.POKEMON',
  YUGIOH: 'category.YUGIOH',
  ONEPIECE: 'category.ONEPIECE',
  ETC_TCG: 'category.ETC_TCG',
  SPORTS: 'category.SPORTS',
  ETC: 'category.ETC',
  EVENT_K_LEAGUE_GOLD_PARALLEL: 'category.EVENT_K_LEAGUE_GOLD_PARALLEL',
  EVENT_SCCL_MAGNETIC_CASE: 'category.EVENT_SCCL_MAGNETIC_CASE',
  EVENT_YUGIOH_RELEASE_CELEBRATION: 'category.EVENT_YUGIOH_RELEASE_CELEBRATION',
} as const satisfies Record<CardCategory, ParseKeys<'cards'>>;

/** A sports card's sport, as the order form names it (order:sports.*). */
export const SPORTS_TYPE_KEY = {
  VOLLEYBALL: 'sports.VOLLEYBALL',
  BASEBALL: 'sports.BASEBALL',
  BASKETBALL: 'sports.BASKETBALL',
  SOCCER: 'sports.SOCCER',
  FOOTBALL: 'sports.FOOTBALL',
  F1: 'sports.F1',
  POKEMON: 'sports.POKEMON',
  HOCKEY: 'sports.HOCKEY',
  ENTERTAINMENT: 'sports.ENTERTAINMENT',
  DRAGONBALL: 'sports.DRAGONBALL',
  DIGIMON: 'sports.DIGIMON',
  WEISS_SCHWARZ: 'sports.WEISS_SCHWARZ',
  WRESTLING: 'sports.WRESTLING',
  STAR_WARS: 'sports.STAR_WARS',
  CHEERLEADING: 'sports.CHEERLEADING',
  GOLF: 'sports.GOLF',
  TENNIS: 'sports.TENNIS',
  ETC: 'sports.ETC',
  MTG: 'sports.MTG',
  MMA: 'sports.MMA',
  YUGIOH: 'sports.YUGIOH',
} as const satisfies Record<SportsType, ParseKeys<'order'>>;
