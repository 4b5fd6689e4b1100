export const STANDARD_CARD_CATEGORIES = [
  'POKEMON',
  'YUGIOH',
  'ONEPIECE',
  'ETC_TCG',
  'SPORTS',
  'ETC',
] as const;
// The spec's event categories: their category amount is the event price (see pricing/item-price.ts).
export const EVENT_CARD_CATEGORIES = [
  'EVENT_K_LEAGUE_GOLD_PARALLEL',
  'EVENT_SCCL_MAGNETIC_CASE',
  'EVENT_YUGIOH_RELEASE_CELEBRATION',
] as const;
export const CARD_CATEGORIES = [...STANDARD_CARD_CATEGORIES, ...EVENT_CARD_CATEGORIES] as const;
export type CardCategory = (typeof CARD_CATEGORIES)[number];
export type EventCardCategory = (typeof EVENT_CARD_CATEGORIES)[number];

export const isEventCategory = (category: CardCategory): category is EventCardCategory =>
  (EVENT_CARD_CATEGORIES as readonly string[]).includes(category);

export const SPORTS_TYPES = [
  'VOLLEYBALL',
  'BASEBALL',
  'BASKETBALL',
  'SOCCER',
  'FOOTBALL',
  'F1',
  'POKEMON',
  'HOCKEY',
  'ENTERTAINMENT',
  'DRAGONBALL',
  'DIGIMON',
  'WEISS_SCHWARZ',
  'WRESTLING',
  'STAR_WARS',
  'CHEERLEADING',
  'GOLF',
  'TENNIS',
  'ETC',
  'MTG',
  'MMA',
  'YUGIOH',
] as const;
export type SportsType = (typeof SPORTS_TYPES)[number];

// REHOLDER is ours: the spec's item types only cover grading, re-holder lines need a type too.
export const ORDER_ITEM_TYPES = [
  'GRADING_CARD',
  'GRADING_CARD_AUTO',
  'KOR_GRADING_CARD',
  'KOR_GRADING_CARD_AUTO',
  'POKEMON',
  'YUGIOH',
  'REHOLDER',
] as const;
export type OrderItemType = (typeof ORDER_ITEM_TYPES)[number];
