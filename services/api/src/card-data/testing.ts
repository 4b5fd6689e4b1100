// What tests elsewhere use of the card-data module (builders, fakes, seeds); production code never imports it.
export { scoreOrder } from './testing/graded-cards.testing';
