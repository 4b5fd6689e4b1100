// A row of read_models.orders, as libs/read-models' orders projection writes it.
export {
  ORDER_COLUMNS as ORDER_READ_COLUMNS,
  ORDER_LIST_COLUMNS,
  isListRowComplete,
  orderListRowFromDb,
  orderRowFromDb as orderReadRowOf,
  type OrderListRow,
  type OrderRow as OrderReadRow,
} from '@slabworks/read-models';
