import { PAYMENT_ADAPTER_MIGRATIONS } from '@slabworks/payments';
import { READ_MODEL_MIGRATIONS } from '@slabworks/read-models';
import { EventStoreSchema1763700000000 } from './migrations/1763700000000-event-store-schema';
import { EventStoreJsonAppend1764100000905 } from './migrations/1764100000905-event-store-json-append';
import { EventStoreBatchAppend1764200000906 } from './migrations/1764200000906-event-store-batch-append';
import { TableChangeNotices1764700000100 } from './migrations/1764700000100-table-change-notices';
import { MEMBER_MIGRATIONS } from '../member';
import { ORDER_MIGRATIONS } from '../order';
import { PAYMENT_MIGRATIONS } from '../payment';
import { COUPON_MIGRATIONS } from '../coupon';
import { UPLOAD_MIGRATIONS } from '../upload';
import { CONTENT_MIGRATIONS } from '../content';
import { AUDIT_MIGRATIONS } from '../audit';
import { CARD_DATA_MIGRATIONS } from '../card-data';

/**
 * Every relational migration the product runs, in order. A module that owns tables appends its
 * migration classes here (timestamps in the class names keep the order).
 */
export const API_MIGRATIONS: Array<new () => unknown> = [
  EventStoreSchema1763700000000,
  ...READ_MODEL_MIGRATIONS,
  ...MEMBER_MIGRATIONS,
  ...CONTENT_MIGRATIONS,
  ...ORDER_MIGRATIONS,
  ...PAYMENT_MIGRATIONS,
  ...PAYMENT_ADAPTER_MIGRATIONS,
  ...CARD_DATA_MIGRATIONS,
  ...UPLOAD_MIGRATIONS,
  ...AUDIT_MIGRATIONS,
  ...COUPON_MIGRATIONS,
  EventStoreJsonAppend1764100000905,
  EventStoreBatchAppend1764200000906,
  TableChangeNotices1764700000100,
];
