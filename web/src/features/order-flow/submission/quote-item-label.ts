import type { TFunction } from 'i18next';
import type { PricedItem } from '@/lib/api/generated/slabworks-api';

const KOREAN_ITEM_TYPES: ReadonlyArray<PricedItem['itemType']> = [
  'KOR_GRADING_CARD',
  'KOR_GRADING_CARD_AUTO',
];

/**
 * A quote row's name: what was typed at its line (name, serial number), then what changes its price (a Korean
 * card, an autograph). Cards alike in all of these are grouped into one row.
 */
export const quoteItemLabel = (
  item: PricedItem,
  line: { playerName?: string; serialNumber?: string },
  t: TFunction<'order'>,
): string =>
  [
    [line.playerName?.trim() || t(`category.${item.cardCategory ?? 'ETC'}`), line.serialNumber?.trim()]
      .filter(Boolean)
      .join(' '),
    KOREAN_ITEM_TYPES.includes(item.itemType) ? t('lines.korean-short') : null,
    item.isAuto ? t('lines.autograph') : null,
  ]
    .filter(Boolean)
    .join(' · ');
