import type { TranslatedText } from '../../shared/translated-text';

export interface PartnerShopSeed {
  city: TranslatedText;
  businessName: TranslatedText;
  information: TranslatedText;
  address: TranslatedText;
  number: string;
}

const SEOUL = { ko: '서울', en: 'Seoul', tw: '首爾' };
const BUSAN = { ko: '부산', en: 'Busan', tw: '釜山' };
const DAEGU = { ko: '대구', en: 'Daegu', tw: '大邱' };
const INCHEON = { ko: '인천', en: 'Incheon', tw: '仁川' };
const TAIPEI = { ko: '타이베이', en: 'Taipei', tw: '台北' };
const TAICHUNG = { ko: '타이중', en: 'Taichung', tw: '台中' };

const tcg = { ko: 'TCG 전반', en: 'All TCGs', tw: '各類集換式卡牌' };
const pokemonYugioh = {
  ko: '포켓몬 · 유희왕 전문',
  en: 'Pokémon and Yu-Gi-Oh! specialist',
  tw: '寶可夢・遊戲王專門',
};
const sports = { ko: '스포츠 카드 전문', en: 'Sports card specialist', tw: '運動卡專門' };

// Listed city by city, in this order, on /partner-shop.
export const PARTNER_SHOP_SEED: PartnerShopSeed[] = [
  {
    city: SEOUL,
    businessName: { ko: '카드하우스 강남점', en: 'Card House Gangnam', tw: 'Card House 江南店' },
    information: pokemonYugioh,
    address: {
      ko: '서울 강남구 강남대로 396',
      en: '396 Gangnam-daero, Gangnam-gu, Seoul',
      tw: '首爾江南區江南大路 396',
    },
    number: '02-555-0101',
  },
  {
    city: SEOUL,
    businessName: { ko: '트레이딩랩 홍대', en: 'Trading Lab Hongdae', tw: 'Trading Lab 弘大' },
    information: sports,
    address: {
      ko: '서울 마포구 양화로 160',
      en: '160 Yanghwa-ro, Mapo-gu, Seoul',
      tw: '首爾麻浦區楊花路 160',
    },
    number: '02-333-0202',
  },
  {
    city: SEOUL,
    businessName: { ko: '슬랩스토어 용산', en: 'Slab Store Yongsan', tw: 'Slab Store 龍山' },
    information: {
      ko: '그레이딩 카드 거래 · 접수 대행',
      en: 'Graded card trading and submission service',
      tw: '鑑定卡交易・代客送件',
    },
    address: {
      ko: '서울 용산구 한강대로 23길 55',
      en: '55 Hangang-daero 23-gil, Yongsan-gu, Seoul',
      tw: '首爾龍山區漢江大路 23 街 55',
    },
    number: '02-701-0303',
  },
  {
    city: BUSAN,
    businessName: { ko: '카드팩토리 서면', en: 'Card Factory Seomyeon', tw: 'Card Factory 西面' },
    information: tcg,
    address: {
      ko: '부산 부산진구 중앙대로 672',
      en: '672 Jungang-daero, Busanjin-gu, Busan',
      tw: '釜山釜山鎮區中央大路 672',
    },
    number: '051-808-0303',
  },
  {
    city: BUSAN,
    businessName: { ko: '해운대 카드클럽', en: 'Haeundae Card Club', tw: '海雲台卡牌俱樂部' },
    information: {
      ko: '원피스 · 포켓몬 대회 개최',
      en: 'One Piece and Pokémon tournaments',
      tw: '舉辦航海王・寶可夢比賽',
    },
    address: {
      ko: '부산 해운대구 구남로 24',
      en: '24 Gunam-ro, Haeundae-gu, Busan',
      tw: '釜山海雲台區九南路 24',
    },
    number: '051-742-0404',
  },
  {
    city: DAEGU,
    businessName: { ko: '카드베이스 동성로', en: 'Card Base Dongseong-ro', tw: 'Card Base 東城路' },
    information: tcg,
    address: {
      ko: '대구 중구 동성로 2길 80',
      en: '80 Dongseong-ro 2-gil, Jung-gu, Daegu',
      tw: '大邱中區東城路 2 街 80',
    },
    number: '053-421-0505',
  },
  {
    city: INCHEON,
    businessName: { ko: '슬랩라운지 송도', en: 'Slab Lounge Songdo', tw: 'Slab Lounge 松島' },
    information: sports,
    address: {
      ko: '인천 연수구 컨벤시아대로 165',
      en: '165 Convensia-daero, Yeonsu-gu, Incheon',
      tw: '仁川延壽區會展大路 165',
    },
    number: '032-858-0606',
  },
  {
    city: TAIPEI,
    businessName: { ko: '카드기지 시먼점', en: 'Card Base Ximending', tw: '卡牌基地 西門店' },
    information: pokemonYugioh,
    address: {
      ko: '타이베이시 완화구 한중가 116',
      en: '116 Hanzhong St, Wanhua District, Taipei',
      tw: '台北市萬華區漢中街 116 號',
    },
    number: '+886-2-2375-0707',
  },
  {
    city: TAIPEI,
    businessName: { ko: '슬랩코너 신이', en: 'Slab Corner Xinyi', tw: 'Slab Corner 信義' },
    information: {
      ko: '그레이딩 접수 대행 · 대만 지사 협력점',
      en: 'Submission service, Taiwan branch partner',
      tw: '代客送件・台灣分公司合作店',
    },
    address: {
      ko: '타이베이시 신이구 쑹서우로 12',
      en: '12 Songshou Rd, Xinyi District, Taipei',
      tw: '台北市信義區松壽路 12 號',
    },
    number: '+886-2-2722-0808',
  },
  {
    city: TAICHUNG,
    businessName: { ko: '타이중 카드우회', en: 'Taichung Card Friends', tw: '台中卡友社' },
    information: tcg,
    address: {
      ko: '타이중시 시툰구 타이완대도 3단 99',
      en: '99 Taiwan Blvd Sec 3, Xitun District, Taichung',
      tw: '台中市西屯區台灣大道三段 99 號',
    },
    number: '+886-4-2258-0909',
  },
];
