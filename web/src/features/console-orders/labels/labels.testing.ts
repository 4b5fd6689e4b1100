import type {
  CardLine,
  ConsoleOrdersDetailApiResponse,
  OrderItemState,
} from '@/lib/api/generated/slabworks-api';

export const ORDER_ID = '3b0f6c2e-8d1a-4f5b-9c7e-2a4d6e8f0b13';

export const cardLine = (lineId: string, change: Partial<CardLine> = {}): CardLine => ({
  lineId,
  cardCategory: 'POKEMON',
  playerName: 'Pikachu',
  quantity: 1,
  isAuto: false,
  ...change,
});

export const orderItem = (
  itemId: string,
  lineId: string,
  change: Partial<OrderItemState> = {},
): OrderItemState => ({
  correspondence: 'OK',
  grade: null,
  certificationNumber: null,
  partialCancel: 'NONE',
  itemId,
  lineId,
  itemType: 'POKEMON',
  cardCategory: 'POKEMON',
  isAuto: false,
  categoryAmount: 0,
  serviceAmount: 0,
  autoGradingAmount: 0,
  simpleSubmissionAmount: 0,
  eventDeduction: 0,
  price: 19_800,
  ...change,
});

export const LINES = [
  cardLine('L1', { year: 1999, brand: 'Pokémon', setName: 'Base Set', cardNumber: '58' }),
  cardLine('L2', {
    cardCategory: 'SPORTS',
    playerName: 'Son Heung-min',
    isAuto: true,
    year: 2020,
    brand: 'Topps',
  }),
];

/** A cased order: two slabs (a 10 and an authentic) and a card the check did not let through. */
export const casedItems = (): OrderItemState[] => [
  orderItem('i1', 'L1', { grade: 10, certificationNumber: '7000001' }),
  orderItem('i2', 'L2', { grade: 'A', certificationNumber: '7000002', itemType: 'GRADING_CARD_AUTO' }),
  orderItem('i3', 'L1', { correspondence: 'UNGRADABLE_B3' }),
];

type Detail = ConsoleOrdersDetailApiResponse['data'];

/** The order screen's detail, with only what the print views read filled in. */
export const orderDetail = (items: OrderItemState[], orderNumber: string | null = 'SW-20261128-0007') =>
  ({
    orderId: ORDER_ID,
    orderNumber,
    processingStatus: 'CASING_COMPLETE',
    revision: 20,
    state: { items, order: { cardLines: LINES } },
  }) as unknown as Detail;
