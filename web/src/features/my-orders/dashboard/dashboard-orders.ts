import { useListOrdersQuery } from '../api/my-orders-api';

/** The dashboard keeps this many recent orders; the list page has the rest. */
export const RECENT = 5;
/** Enough for every order a collector has in process at once (the api's page limit). */
const IN_PROCESS_MAX = 100;

// Two list calls feed every order card: RTK Query shares each between the cards asking for it.
export const useRecentOrders = () => useListOrdersQuery({ tab: 'all', page: 1, size: RECENT });
export const useOrdersInProcess = () =>
  useListOrdersQuery({ tab: 'in-process', page: 1, size: IN_PROCESS_MAX });
