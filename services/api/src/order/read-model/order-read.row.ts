// A row of read_models.orders, as libs/read-models' orders projection writes it.
export {
  ORDER_COLUMNS as ORDER_READ_COLUMNS,
  orderRowFromDb as orderReadRowOf,
  type OrderRow as OrderReadRow,
} from '@slabworks/read-models';
