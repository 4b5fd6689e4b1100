import { slabworksApi } from '@/lib/api/slabworks-api';
import type { ListGradedCardsApiResponse } from '@/lib/api/generated/slabworks-api';

// The member's graded cards from the certification registry (services/api/src/card-data).
export type GradedCard = ListGradedCardsApiResponse['data']['items'][number];

export const { useListGradedCardsQuery } = slabworksApi;
