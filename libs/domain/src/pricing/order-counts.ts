import type { OrderItemType } from '../order/card.values';

export interface OrderCounts {
  totalQt: number;
  korQt: number;
  korAutoQt: number;
  foreignQt: number;
  foreignAutoQt: number;
  pokemonQt: number;
  yugiohQt: number;
  reholderQt: number;
  korTotalPrice: number;
  korAutoTotalPrice: number;
  foreignTotalPrice: number;
  foreignAutoTotalPrice: number;
  pokemonTotalPrice: number;
  yugiohTotalPrice: number;
  reholderTotalPrice: number;
}

type Bucket = 'kor' | 'korAuto' | 'foreign' | 'foreignAuto' | 'pokemon' | 'yugioh' | 'reholder';

const BUCKET_OF: Record<OrderItemType, Bucket> = {
  KOR_GRADING_CARD: 'kor',
  KOR_GRADING_CARD_AUTO: 'korAuto',
  GRADING_CARD: 'foreign',
  GRADING_CARD_AUTO: 'foreignAuto',
  POKEMON: 'pokemon',
  YUGIOH: 'yugioh',
  REHOLDER: 'reholder',
};

// Always recomputed from the items (spec §5): counts sent by a client are never trusted.
export const countItems = (items: readonly { itemType: OrderItemType; price: number }[]): OrderCounts => {
  const counts: OrderCounts = {
    totalQt: 0,
    korQt: 0,
    korAutoQt: 0,
    foreignQt: 0,
    foreignAutoQt: 0,
    pokemonQt: 0,
    yugiohQt: 0,
    reholderQt: 0,
    korTotalPrice: 0,
    korAutoTotalPrice: 0,
    foreignTotalPrice: 0,
    foreignAutoTotalPrice: 0,
    pokemonTotalPrice: 0,
    yugiohTotalPrice: 0,
    reholderTotalPrice: 0,
  };
  for (const item of items) {
    const bucket = BUCKET_OF[item.itemType];
    counts.totalQt += 1;
    counts[`${bucket}Qt`] += 1;
    counts[`${bucket}TotalPrice`] += item.price;
  }
  return counts;
};
