import type { CompanyConfig } from '@slabworks/config';

/** A company config for the mail tests: not the defaults, so an address written into a mail would show. */
export const TEST_COMPANY: CompanyConfig = {
  name: { ko: '테스트회사', en: 'Test Co.', tw: '測試公司' },
  representative: { ko: '대표', en: 'Rep', tw: '代表' },
  address: {
    ko: '부산광역시 해운대구 센텀로 7, 3층',
    en: '3F, 7 Centum-ro, Busan',
    tw: '釜山海雲臺區 7 號 3 樓',
  },
  businessNumber: '123-45-67890',
  mailOrderNumber: '2026-부산-00001',
  branchAddress: { ko: '台中市西屯區 1 號', en: 'No. 1, Xitun Dist., Taichung', tw: '台中市西屯區 1 號' },
};
