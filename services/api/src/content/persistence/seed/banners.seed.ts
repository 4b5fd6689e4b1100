import type { BannerType, DeviceType } from '../banner.entity';
import type { TranslatedText } from '../../shared/translated-text';
import { OPEN_WINDOW } from './seed-window';

export interface BannerSeed {
  type: BannerType;
  deviceType: DeviceType | null;
  title: TranslatedText;
  imageUrl: string;
  colorCode: string | null;
  landingUrl: string | null;
  status: boolean;
  startAt: string;
  endAt: string;
}

const opening: TranslatedText = {
  ko: '그레이딩 오픈 기념 레귤러 첫 주문 20% 할인',
  en: 'Grand opening: 20% off your first Regular order',
  tw: '開幕紀念：一般方案首次訂單 8 折',
};
const pokemon151: TranslatedText = {
  ko: '포켓몬 151 특별 접수, 익스프레스 5영업일 보장',
  en: 'Pokémon 151 special intake: Express in 5 business days',
  tw: '寶可夢 151 特別收件，特快 5 個工作天保證',
};
const freeShipping: TranslatedText = {
  ko: '신규 회원 첫 그레이딩 배송비 무료',
  en: 'Free shipping on a new member’s first grading',
  tw: '新會員首次鑑定免運費',
};

export const BANNER_SEED: BannerSeed[] = [
  {
    type: 'MAIN',
    deviceType: 'PC',
    title: opening,
    imageUrl: '/content/main-1.svg',
    colorCode: '#2e1065',
    landingUrl: '/grading/pricing',
    status: true,
    ...OPEN_WINDOW,
  },
  {
    type: 'MAIN',
    deviceType: 'PC',
    title: pokemon151,
    imageUrl: '/content/main-2.svg',
    colorCode: '#0f172a',
    landingUrl: '/notice',
    status: true,
    ...OPEN_WINDOW,
  },
  {
    type: 'MAIN',
    deviceType: 'MOBILE',
    title: opening,
    imageUrl: '/content/main-1-m.svg',
    colorCode: '#2e1065',
    landingUrl: '/grading/pricing',
    status: true,
    ...OPEN_WINDOW,
  },
  {
    type: 'MAIN',
    deviceType: 'MOBILE',
    title: pokemon151,
    imageUrl: '/content/main-2-m.svg',
    colorCode: '#0f172a',
    landingUrl: '/notice',
    status: true,
    ...OPEN_WINDOW,
  },
  {
    type: 'TOP',
    deviceType: 'PC',
    title: freeShipping,
    imageUrl: '/content/top-1.svg',
    colorCode: '#6d28d9',
    landingUrl: '/grading',
    status: true,
    ...OPEN_WINDOW,
  },
  {
    type: 'TOP',
    deviceType: 'MOBILE',
    title: freeShipping,
    imageUrl: '/content/top-1-m.svg',
    colorCode: '#6d28d9',
    landingUrl: '/grading',
    status: true,
    ...OPEN_WINDOW,
  },
  // Switched off: only ?previewmode=true shows it (an operator checking a banner before turning it on).
  {
    type: 'MAIN',
    deviceType: null,
    title: {
      ko: '여름 리홀더 이벤트 (준비 중)',
      en: 'Summer re-holder event (draft)',
      tw: '夏季換殼活動（準備中）',
    },
    imageUrl: '/content/main-2.svg',
    colorCode: '#000000',
    landingUrl: '/reholder/submit',
    status: false,
    ...OPEN_WINDOW,
  },
  // Its window has passed: never shown, even in preview mode.
  {
    type: 'MAIN',
    deviceType: null,
    title: { ko: '설 연휴 배송 안내', en: 'Lunar New Year shipping schedule', tw: '春節連假出貨公告' },
    imageUrl: '/content/main-1.svg',
    colorCode: '#7c2d12',
    landingUrl: '/notice',
    status: true,
    startAt: '2025-01-20T00:00:00+09:00',
    endAt: '2025-02-12T23:59:00+09:00',
  },
];
