import type { DeviceType } from '../banner.entity';
import type { TranslatedText } from '../../shared/translated-text';
import { OPEN_WINDOW } from './seed-window';

export interface PopupSeed {
  deviceType: DeviceType;
  title: TranslatedText;
  imageUrl: string;
  landingUrl: string | null;
}

const popups: Array<Omit<PopupSeed, 'deviceType'>> = [
  {
    title: {
      ko: '리홀더 서비스 오픈, 장당 9,800원',
      en: 'Re-holder service now open: KRW 9,800 a card',
      tw: '換殼服務開始，每張 9,800 韓元',
    },
    imageUrl: '/content/popup-1.svg',
    landingUrl: '/reholder/submit',
  },
  {
    title: { ko: '설 연휴 배송 안내', en: 'Lunar New Year shipping schedule', tw: '春節連假出貨公告' },
    imageUrl: '/content/popup-2.svg',
    landingUrl: null,
  },
];

// The same two popups on both devices: desktop shows them as stacked modals, mobile as one sheet.
export const POPUP_SEED: Array<PopupSeed & typeof OPEN_WINDOW> = (['PC', 'MOBILE'] as const).flatMap(
  (deviceType) => popups.map((popup) => ({ ...popup, deviceType, ...OPEN_WINDOW })),
);
