// What tests elsewhere use of the audit module (builders, fakes, seeds); production code never imports it.
export { advanceOrder } from './testing/advance-order.testing';
