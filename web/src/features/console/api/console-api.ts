import { slabworksApi } from '@/lib/api/slabworks-api';

export const { useConsoleDashboardGetQuery, useConsoleOrdersQueueQuery, useBulkAdvanceAdvanceMutation } =
  slabworksApi;
