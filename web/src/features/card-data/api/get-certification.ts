import { slabworksApi } from '@/lib/api/slabworks-api';

export const { useGetCertificationQuery } = slabworksApi;
