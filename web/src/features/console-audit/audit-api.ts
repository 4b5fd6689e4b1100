import { slabworksApi } from '@/lib/api/slabworks-api';

export const {
  useAuditFindOrdersQuery,
  useAuditOrdersEventsQuery,
  useAuditOrdersStateQuery,
  useAuditRecentExportsQuery,
  useLazyAuditExportRecordQuery,
  useLazyAuditActivityQuery,
  useAuditStartVerificationMutation,
  useAuditRecentVerificationsQuery,
  useAuditVerificationQuery,
} = slabworksApi;

// Downloads are read with fetch (progress, headers, the exact bytes), so their urls live here too.
export const orderExportUrl = (orderId: string) => `/api/audit/orders/${encodeURIComponent(orderId)}/export`;
export const rangeExportUrl = (from: string, to: string) =>
  `/api/audit/events/export?${new URLSearchParams({ from, to }).toString()}`;
