// The company's legal and postal facts, per language where people read them in their own script. One
// source for the footer, the "send your cards to" instructions, the visit option and mails.
type Language = 'ko' | 'en' | 'tw';
export type InLanguages = Readonly<Record<Language, string>>;

export interface CompanyConfig {
  readonly name: InLanguages;
  readonly representative: InLanguages;
  /** The head office in Korea: where Korean collectors send or bring their cards. */
  readonly address: InLanguages;
  readonly businessNumber: string;
  readonly mailOrderNumber: string;
  /** The Taiwan branch: where the Taiwan service's collectors send or bring their cards. */
  readonly branchAddress: InLanguages;
}

export const COMPANY_VARIABLES = [
  {
    name: 'COMPANY_NAME',
    default: '주식회사 슬랩웍스',
    description: 'Company name (Korean), as registered: footer and mails.',
  },
  { name: 'COMPANY_NAME_EN', default: 'SLABWORKS Inc.', description: 'Company name in English.' },
  {
    name: 'COMPANY_NAME_TW',
    default: 'SLABWORKS 股份有限公司',
    description: 'Company name in Traditional Chinese.',
  },
  {
    name: 'COMPANY_REPRESENTATIVE',
    default: '한지훈',
    description: "Representative's name (Korean), shown in the footer.",
  },
  {
    name: 'COMPANY_REPRESENTATIVE_EN',
    default: 'Jihoon Han',
    description: "Representative's name in English.",
  },
  {
    name: 'COMPANY_REPRESENTATIVE_TW',
    default: '韓智勳',
    description: "Representative's name in Traditional Chinese.",
  },
  {
    name: 'COMPANY_ADDRESS',
    default: '서울특별시 강남구 테헤란로 123, 8층',
    description:
      'Head office address (Korean): the footer, and where the Korean service tells collectors to send or bring their cards.',
  },
  {
    name: 'COMPANY_ADDRESS_EN',
    default: '8F, 123 Teheran-ro, Gangnam-gu, Seoul',
    description: 'Head office address in English.',
  },
  {
    name: 'COMPANY_ADDRESS_TW',
    default: '首爾特別市江南區德黑蘭路 123 號 8 樓',
    description: 'Head office address in Traditional Chinese.',
  },
  {
    name: 'COMPANY_BUSINESS_NUMBER',
    default: '000-00-00000',
    description:
      'Business registration number (사업자등록번호) in the footer. The default is a placeholder: set the real one before launch.',
  },
  {
    name: 'COMPANY_MAIL_ORDER_NUMBER',
    default: '2025-서울강남-00000',
    description:
      'Mail-order business registration (통신판매업신고) in the footer. The default is a placeholder.',
  },
  {
    name: 'TW_BRANCH_ADDRESS',
    default: '台北市信義區松仁路 100 號 12 樓',
    description:
      'Taiwan branch address (Chinese, also shown to Korean readers): the footer, and where the Taiwan service tells collectors to send or bring their cards.',
  },
  {
    name: 'TW_BRANCH_ADDRESS_EN',
    default: '12F, No. 100, Songren Rd., Xinyi Dist., Taipei City',
    description: 'Taiwan branch address in English.',
  },
] as const;

export function companyConfig(
  get: (name: (typeof COMPANY_VARIABLES)[number]['name']) => string,
): CompanyConfig {
  const inLanguages = (base: 'COMPANY_NAME' | 'COMPANY_REPRESENTATIVE' | 'COMPANY_ADDRESS'): InLanguages => ({
    ko: get(base),
    en: get(`${base}_EN`),
    tw: get(`${base}_TW`),
  });
  return {
    name: inLanguages('COMPANY_NAME'),
    representative: inLanguages('COMPANY_REPRESENTATIVE'),
    address: inLanguages('COMPANY_ADDRESS'),
    businessNumber: get('COMPANY_BUSINESS_NUMBER'),
    mailOrderNumber: get('COMPANY_MAIL_ORDER_NUMBER'),
    branchAddress: {
      ko: get('TW_BRANCH_ADDRESS'),
      en: get('TW_BRANCH_ADDRESS_EN'),
      tw: get('TW_BRANCH_ADDRESS'),
    },
  };
}

/** The company as one service's page reads it, in one language (GET /api/content/company). */
export interface CompanyView {
  /** The service asked about (country-code header, else the host). */
  country: 'KR' | 'TW';
  name: string;
  representative: string;
  /** The head office. */
  address: string;
  businessNumber: string;
  mailOrderNumber: string;
  branchAddress: string;
  /** Where this service's collectors send or bring their cards: the branch for Taiwan. */
  receivingAddress: string;
}

export const companyView = (company: CompanyConfig, lang: Language, country: 'KR' | 'TW'): CompanyView => ({
  country,
  name: company.name[lang],
  representative: company.representative[lang],
  address: company.address[lang],
  businessNumber: company.businessNumber,
  mailOrderNumber: company.mailOrderNumber,
  branchAddress: company.branchAddress[lang],
  receivingAddress: country === 'TW' ? company.branchAddress[lang] : company.address[lang],
});
