import type { CardLine } from '../order/order-input.types';
import type { OrderItemType } from '../order/card.values';

export const itemTypeOf = (line: Pick<CardLine, 'cardCategory' | 'isAuto' | 'isKorean'>): OrderItemType => {
  if (line.cardCategory === 'POKEMON') return 'POKEMON';
  if (line.cardCategory === 'YUGIOH' || line.cardCategory === 'EVENT_YUGIOH_RELEASE_CELEBRATION')
    return 'YUGIOH';
  if (line.isKorean) return line.isAuto ? 'KOR_GRADING_CARD_AUTO' : 'KOR_GRADING_CARD';
  return line.isAuto ? 'GRADING_CARD_AUTO' : 'GRADING_CARD';
};
