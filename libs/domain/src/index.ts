// Public surface of @slabworks/domain. Pure TypeScript: no framework, no I/O, no clock.

export * from './errors/domain-error';
export * from './errors/error-codes';
export * from './errors/field-error';

export * from './order/order.values';
export * from './order/masked-refund-account';
export * from './order/card.values';
export * from './order/order-input.types';
export * from './order/order.commands';
export * from './order/order.events';
export * from './order/order-event-types';
export * from './order/order-event-upcasters';
export * from './order/order.state';
export { evolve, foldOrder } from './order/order.evolve';
export { decide } from './order/order.decide';
export { assertPayable } from './order/decide/payment.decide';
export { COMMAND_ROLES, roleMayIssue } from './order/command-roles';
export { settledStatus, refundMethodFor, refundableAmount } from './order/decide/settled-status';
export { isGradableItem, everyGradableItemScored } from './order/decide/grading.decide';
export { orderActionView, allowedActionsOf, displayStageOfOrder } from './order/order-view';
export * from './order/order-stream';
export * from './order/order-number';

export * from './stages/processing-status';
export * from './stages/display-stage';
export * from './stages/stage-rules';
export * from './stages/allowed-actions';
export * from './stages/order-list-tabs';
export * from './stages/turnaround';
export * from './stages/processing-steps';
export * from './stages/stage-deadlines';

export * from './pricing/currency';
export * from './pricing/discount-rate';
export * from './pricing/cost-policy';
export * from './pricing/seed-cost-policy';
export * from './pricing/order-type';
export * from './pricing/item-type';
export * from './pricing/item-price';
export * from './pricing/reholder-price';
export * from './pricing/delivery-cost';
export * from './pricing/order-counts';
export * from './pricing/discount';
export * from './pricing/price-order';
export * from './pricing/priced-order.check';
export * from './pricing/price-list';

export * from './limits/limits.constants';
export * from './limits/grade-scale';
export { fieldError } from './limits/field-checks';
export * from './limits/validate-account';
export * from './limits/validate-address';
export * from './limits/validate-album';
export * from './limits/validate-card-line';
export * from './limits/validate-order-draft';
export * from './limits/validate-partnership-inquiry';
export * from './limits/validate-refund-account';
export * from './limits/validate-shipment';

export * from './card-data/same-card';
export * from './card-data/population';
export * from './card-data/album.rules';
export * from './calendar/korean-holidays';
export * from './calendar/taiwan-holidays';
export * from './calendar/business-days';
export * from './calendar/estimated-completion';
export * from './member/social-login.rules';
export * from './member/identity-verification.rules';

export * from './coupons/coupon.rules';
export * from './service/service-country';
export * from './limits/country-formats';

export * from './payment/checkout-methods';
export * from './shipping/couriers';
