import type { TranslatedText } from '../../shared/translated-text';
import { OPEN_WINDOW } from './seed-window';

export interface PromotionSeed {
  title: TranslatedText;
  description: TranslatedText;
  imageUrl: string | null;
  landingUrl: string | null;
  startAt: string;
  endAt: string;
}

// Prices follow @slabworks/domain's seed cost policy (event categories: 9,900 KRW a card on Regular).
export const PROMOTION_SEED: PromotionSeed[] = [
  {
    title: { ko: 'K리그 골드 패러렐 이벤트', en: 'K League gold parallel event', tw: 'K 聯賽金色平行卡活動' },
    description: {
      ko: 'K리그 골드 패러렐 카드를 레귤러로 접수하면 장당 9,900원',
      en: 'K League gold parallel cards on Regular for KRW 9,900 a card',
      tw: 'K 聯賽金色平行卡以一般方案送件，每張 9,900 韓元',
    },
    imageUrl: '/content/promo-1.svg',
    landingUrl: '/grading/pricing',
    ...OPEN_WINDOW,
  },
  {
    title: { ko: '유희왕 발매 기념 이벤트', en: 'Yu-Gi-Oh! release celebration', tw: '遊戲王發售紀念活動' },
    description: {
      ko: '신규 세트를 레귤러로 접수하면 장당 9,900원',
      en: 'Cards from the new set on Regular for KRW 9,900 a card',
      tw: '新系列卡片以一般方案送件，每張 9,900 韓元',
    },
    imageUrl: '/content/promo-2.svg',
    landingUrl: '/notice',
    ...OPEN_WINDOW,
  },
  {
    title: { ko: 'SCCL 마그네틱 케이스 이벤트', en: 'SCCL magnetic case event', tw: 'SCCL 磁吸卡殼活動' },
    description: {
      ko: '마그네틱 케이스 포함 장당 14,800원 (종료)',
      en: 'Magnetic case included for KRW 14,800 a card (ended)',
      tw: '含磁吸卡殼每張 14,800 韓元（已結束）',
    },
    imageUrl: null,
    landingUrl: null,
    startAt: '2025-01-01T00:00:00+09:00',
    endAt: '2025-03-31T23:59:00+09:00',
  },
];
