// What tests elsewhere use of the order module (builders, fakes, seeds); production code never imports it.
export {
  GIVE_PHOTOS_SQL,
  caller,
  givePhotos,
  gradingBody,
  memberWithPhotos,
  orderEvents,
  paidOrder,
  placedOrder,
  payOrder,
  reholderBody,
  returnAddress,
} from './testing/order-api.testing';
export type { PlacedOrder } from './testing/order-api.testing';
