// Content the journeys use when no content API answers; shapes follow the api's {code, message, data}.
type Lang = 'ko' | 'en' | 'tw';

const pick = (lang: string, texts: Record<Lang, string>): string =>
  texts[(lang as Lang) in texts ? (lang as Lang) : 'ko'];

const wideWindow = { startAt: '2020-01-01T00:00:00+09:00', endAt: '2099-12-31T23:59:00+09:00' };

export const banners = () => [
  {
    id: 1,
    type: 'MAIN',
    deviceType: 'PC',
    status: true,
    ...wideWindow,
    title: 'open',
    fileInfo: { url: '/content/main-1.svg' },
    colorCode: '#2e1065',
    landingUrl: '/grading/pricing',
  },
  {
    id: 2,
    type: 'MAIN',
    deviceType: 'PC',
    status: true,
    ...wideWindow,
    title: 'pokemon',
    fileInfo: { url: '/content/main-2.svg' },
    colorCode: '#0f172a',
    landingUrl: '/notice',
  },
  {
    id: 3,
    type: 'MAIN',
    deviceType: null,
    status: false,
    ...wideWindow,
    title: 'draft',
    fileInfo: { url: '/content/main-2.svg' },
    colorCode: '#000',
    landingUrl: null,
  },
  {
    id: 5,
    type: 'MAIN',
    deviceType: 'MOBILE',
    status: true,
    ...wideWindow,
    title: 'open',
    fileInfo: { url: '/content/main-1-m.svg' },
    colorCode: '#2e1065',
    landingUrl: '/grading/pricing',
  },
  {
    id: 6,
    type: 'MAIN',
    deviceType: 'MOBILE',
    status: true,
    ...wideWindow,
    title: 'pokemon',
    fileInfo: { url: '/content/main-2-m.svg' },
    colorCode: '#0f172a',
    landingUrl: '/notice',
  },
  {
    id: 7,
    type: 'TOP',
    deviceType: 'MOBILE',
    status: true,
    ...wideWindow,
    title: 'free shipping',
    fileInfo: { url: '/content/top-1-m.svg' },
    colorCode: '#6d28d9',
    landingUrl: '/grading',
  },
  {
    id: 4,
    type: 'TOP',
    deviceType: 'PC',
    status: true,
    ...wideWindow,
    title: 'free shipping',
    fileInfo: { url: '/content/top-1.svg' },
    colorCode: '#6d28d9',
    landingUrl: '/grading',
  },
];

export const popups = (deviceType: string) => [
  {
    id: 1,
    type: 'POPUP',
    deviceType,
    imageUrl: '/content/popup-1.svg',
    landingUrl: '/reholder/submit',
    title: 'reholder',
  },
  { id: 2, type: 'POPUP', deviceType, imageUrl: '/content/popup-2.svg', landingUrl: null, title: 'holiday' },
];

const faqRows = [
  {
    id: 1,
    category: { ko: '배송', en: 'Shipping', tw: '寄送' },
    question: { ko: '카드는 어떻게 보내나요?', en: 'How do I send my cards?', tw: '卡片要如何寄送？' },
    answer: {
      ko: '택배로 본사에 보내 주세요. 송장번호는 마이페이지에 입력합니다.',
      en: 'Ship them to our head office by courier and enter the tracking number on your account page.',
      tw: '請以宅配寄至總公司，並在我的頁面輸入追蹤編號。',
    },
  },
  {
    id: 2,
    category: { ko: '환불', en: 'Refunds', tw: '退款' },
    question: {
      ko: '그레이딩이 불가능한 카드는 환불되나요?',
      en: 'Are ungradable cards refunded?',
      tw: '無法鑑定的卡片會退款嗎？',
    },
    answer: {
      ko: '네, 영업일 3~5일 안에 환불됩니다.',
      en: 'Yes, within 3–5 business days.',
      tw: '會的，將於 3 至 5 個工作天內退款。',
    },
  },
  {
    id: 3,
    category: { ko: '리홀더', en: 'Re-holder', tw: '換殼' },
    question: {
      ko: '리홀더는 등급이 바뀌나요?',
      en: 'Does a re-holder change the grade?',
      tw: '換殼會改變等級嗎？',
    },
    answer: {
      ko: '아니요, 케이스만 교체합니다.',
      en: 'No, only the case is replaced.',
      tw: '不會，只更換卡殼。',
    },
  },
];

export const faq = (lang: string, q: string) =>
  faqRows
    .map((row) => ({
      id: row.id,
      category: pick(lang, row.category),
      question: pick(lang, row.question),
      answer: pick(lang, row.answer),
    }))
    .filter(
      (row) => !q || `${row.question} ${row.answer} ${row.category}`.toLowerCase().includes(q.toLowerCase()),
    );

export const articles = (lang: string, kind: string) =>
  [
    {
      id: 11,
      kind: 'NOTICE',
      pinned: true,
      image: null,
      title: { ko: '설 연휴 배송 안내', en: 'Lunar New Year shipping schedule', tw: '春節連假出貨公告' },
    },
    {
      id: 12,
      kind: 'NOTICE',
      pinned: false,
      image: null,
      title: { ko: '개인정보처리방침 개정 안내', en: 'Privacy policy update', tw: '隱私權政策修訂公告' },
    },
    {
      id: 21,
      kind: 'EVENT',
      pinned: false,
      image: null,
      title: { ko: '유희왕 발매 기념 이벤트', en: 'Yu-Gi-Oh! release celebration', tw: '遊戲王發售紀念活動' },
    },
    {
      id: 31,
      kind: 'COLUMN',
      pinned: false,
      image: '/content/column-1.svg',
      title: { ko: '카드 보관의 기본', en: 'Card storage basics', tw: '卡片保存的基本' },
    },
    {
      id: 32,
      kind: 'COLUMN',
      pinned: false,
      image: '/content/column-2.svg',
      title: { ko: '센터링 읽는 법', en: 'How to read centering', tw: '如何判讀置中' },
    },
    {
      id: 33,
      kind: 'COLUMN',
      pinned: false,
      image: '/content/column-3.svg',
      title: { ko: '2025 포켓몬 시장 리뷰', en: 'Pokémon market review 2025', tw: '2025 寶可夢市場回顧' },
    },
  ]
    .filter((row) => row.kind === kind)
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      pinned: row.pinned,
      imageUrl: row.image,
      title: pick(lang, row.title),
      summary: pick(lang, row.title),
      body: pick(lang, row.title),
      publishedAt: '2025-02-03T10:00:00+09:00',
    }));

export const promotions = (lang: string) => [
  {
    id: 1,
    title: pick(lang, {
      ko: 'K리그 골드 패러렐 이벤트',
      en: 'K League gold parallel event',
      tw: 'K 聯賽金色平行卡活動',
    }),
    description: pick(lang, {
      ko: '장당 19,800원 할인',
      en: 'KRW 19,800 off per card',
      tw: '每張折抵 19,800 韓元',
    }),
    imageUrl: '/content/promo-1.svg',
    landingUrl: null,
    ...wideWindow,
  },
  {
    id: 2,
    title: pick(lang, { ko: '유희왕 발매 기념', en: 'Yu-Gi-Oh! release celebration', tw: '遊戲王發售紀念' }),
    description: pick(lang, {
      ko: '신규 세트 접수 시 할인',
      en: 'Discount on the new set',
      tw: '新系列送件享優惠',
    }),
    imageUrl: '/content/promo-2.svg',
    landingUrl: null,
    ...wideWindow,
  },
];

export const partnerShops = () => [
  {
    id: 1,
    city: '서울',
    businessName: '카드하우스 강남점',
    information: '포켓몬 · 유희왕 전문',
    address: '서울 강남구 강남대로 396',
    number: '02-555-0101',
  },
  {
    id: 2,
    city: '서울',
    businessName: '트레이딩랩 홍대',
    information: '스포츠 카드 전문',
    address: '서울 마포구 양화로 160',
    number: '02-333-0202',
  },
  {
    id: 3,
    city: '부산',
    businessName: '카드팩토리 서면',
    information: 'TCG 전반',
    address: '부산 부산진구 중앙대로 672',
    number: '051-808-0303',
  },
];
