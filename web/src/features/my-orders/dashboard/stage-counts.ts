import { DISPLAY_STAGES, type DisplayStage } from '@slabworks/domain';

export interface StageCount {
  stage: DisplayStage;
  count: number;
}

/** Orders per display stage, in the stages' own order, leaving out stages no order is in. */
export const countByStage = (orders: readonly { displayStage: string | null }[]): StageCount[] => {
  const counts = new Map<string, number>();
  for (const order of orders)
    if (order.displayStage) counts.set(order.displayStage, (counts.get(order.displayStage) ?? 0) + 1);
  return DISPLAY_STAGES.filter((stage) => counts.has(stage)).map((stage) => ({
    stage,
    count: counts.get(stage)!,
  }));
};
