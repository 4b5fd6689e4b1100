import { slabworksApi } from '@/lib/api/slabworks-api';
import type { PromotionEntity, PromotionRequestDto } from '@/lib/api/generated/slabworks-api';

export type { PromotionEntity, PromotionRequestDto };

export const {
  usePromotionAdminListQuery,
  usePromotionAdminCreateMutation,
  usePromotionAdminUpdateMutation,
  usePromotionAdminEndMutation,
} = slabworksApi;
