export { ORDER_CHANGED_CHANNEL, ordersProjection } from './orders.projection';
export { certificationRegistryProjection } from './certification-registry.projection';
export { decodeOrderRecord, isKnownOrderEvent, type OrderEventRecord } from './order-event.decode';
export {
  evolveOrderRow,
  type LedgerEntry,
  type OrderListRow,
  type OrderRow,
  type TimelineEntry,
} from './order-row';
export {
  ORDER_COLUMNS,
  ORDER_LIST_COLUMNS,
  isListRowComplete,
  orderListRowFromDb,
  orderRowFromDb,
} from './order-row.sql';

import { certificationRegistryProjection } from './certification-registry.projection';
import { ordersProjection } from './orders.projection';

/** Every projection the worker runs, by name (npm run projections:rebuild -- <name>). */
export const PROJECTIONS = [ordersProjection, certificationRegistryProjection] as const;
