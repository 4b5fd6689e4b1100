import type { FaqSeed } from './faq-seed.types';

// Only one entry may speak of refunds (환불 / refund / 退款): the web's FAQ-search journey expects one hit.
export const SERVICE_FAQ_SEED: FaqSeed[] = [
  {
    topic: 'GRADING',
    question: { ko: '그레이딩이란 무엇인가요?', en: 'What is grading?', tw: '什麼是鑑定？' },
    answer: {
      ko: '카드의 진품 여부를 확인하고 센터링, 모서리, 가장자리, 표면을 평가해 1~10 등급을 매긴 뒤 인증 라벨과 함께 전용 케이스에 봉인하는 서비스입니다.',
      en: 'We check that a card is authentic, assess its centering, corners, edges and surface, give it a grade from 1 to 10 and seal it in a holder with a certification label.',
      tw: '確認卡片真偽，評估置中、邊角、邊緣與表面後給予 1 至 10 分的等級，並連同認證標籤封入專用卡殼。',
    },
  },
  {
    topic: 'GRADING',
    question: {
      ko: '어떤 카드를 접수할 수 있나요?',
      en: 'Which cards can I submit?',
      tw: '可以送件哪些卡片？',
    },
    answer: {
      ko: '포켓몬, 유희왕, 원피스 등 TCG와 스포츠, 엔터테인먼트 카드를 접수합니다. 1999년 이후 발매된 정품 카드만 가능하며(포켓몬은 모든 공식 카드), 크기는 2.5×3.5인치, 두께는 160pt(4.0mm)까지입니다.',
      en: 'Pokémon, Yu-Gi-Oh!, One Piece and other TCG cards, plus sports and entertainment cards. Only official cards released in 1999 or later (every official Pokémon card is accepted), 2.5 × 3.5 inches and up to 160pt (4.0 mm) thick.',
      tw: '受理寶可夢、遊戲王、航海王等集換式卡牌，以及運動與娛樂卡。僅限 1999 年以後發行的正版卡片（寶可夢所有官方卡片皆可），尺寸 2.5×3.5 英吋，厚度 160pt（4.0mm）以內。',
    },
  },
  {
    topic: 'GRADING',
    question: {
      ko: '그레이딩이 불가능한 카드는 환불되나요?',
      en: 'Are ungradable cards refunded?',
      tw: '無法鑑定的卡片會退款嗎？',
    },
    answer: {
      ko: '네. 위조나 변조가 의심되거나 규격을 벗어나 그레이딩할 수 없는 카드는 해당 카드 금액을 영업일 3~5일 안에 환불해 드립니다.',
      en: 'Yes. If a card cannot be graded (a suspected counterfeit or alteration, or outside our size limits), that card’s fee is refunded within 3–5 business days.',
      tw: '會的。若卡片疑似偽造、遭變造或超出規格而無法鑑定，該張卡片的費用將於 3 至 5 個工作天內退款。',
    },
  },
  {
    topic: 'GRADING',
    question: {
      ko: '최소 등급 서비스는 무엇인가요?',
      en: 'What is the minimum-grade service?',
      tw: '什麼是最低等級服務？',
    },
    answer: {
      ko: '일반 접수에서 원하는 최소 등급을 지정할 수 있습니다. 카드가 그 등급에 미치지 못하면 케이스에 넣을지 미리 선택한 대로 처리하며, 진품 인증(A) 라벨이 붙습니다.',
      en: 'In a general submission you can set the lowest grade you want. If a card falls short, we encase it or not as you chose, and it gets an Authentic (A) label.',
      tw: '一般送件時可指定希望的最低等級。若卡片未達該等級，將依您事先的選擇決定是否封殼，並貼上真品認證（A）標籤。',
    },
  },
  {
    topic: 'GRADING',
    question: { ko: '센터링은 어떻게 평가하나요?', en: 'How is centering judged?', tw: '置中如何評分？' },
    answer: {
      ko: '앞면 좌우, 상하 여백의 비율로 평가합니다. 10등급은 55:45~60:40, 9등급은 60:40, 8등급은 65:35 이내여야 합니다.',
      en: 'By the ratio of the front borders, left to right and top to bottom. A 10 needs 55:45 to 60:40, a 9 needs 60:40 and an 8 needs 65:35 or better.',
      tw: '依正面左右與上下邊框的比例評分。10 分需在 55:45 至 60:40 之間，9 分需 60:40，8 分需 65:35 以內。',
    },
  },
  {
    topic: 'PRICING',
    question: {
      ko: '그레이딩 비용은 얼마인가요?',
      en: 'How much does grading cost?',
      tw: '鑑定費用是多少？',
    },
    answer: {
      ko: '장당 익스프레스 29,800원, 레귤러 19,800원, 벌크 13,800원입니다. 사인 카드의 오토 그레이딩은 장당 3,000원이 추가됩니다.',
      en: 'Per card: Express KRW 29,800, Regular KRW 19,800, Bulk KRW 13,800. Autograph grading adds KRW 3,000 a card. The pricing page shows every currency.',
      tw: '每張：特快 29,800 韓元、一般 19,800 韓元、大量 13,800 韓元。簽名鑑定每張加收 3,000 韓元。各幣別價格請見價格說明頁。',
    },
  },
  {
    topic: 'PRICING',
    question: { ko: '처리 기간은 얼마나 걸리나요?', en: 'How long does grading take?', tw: '鑑定需要多久？' },
    answer: {
      ko: '카드가 입고된 날부터 익스프레스 5영업일, 레귤러 10영업일, 벌크 15영업일을 목표로 합니다.',
      en: 'From the day your cards are checked in: Express 5 business days, Regular 10, Bulk 15.',
      tw: '自卡片入庫日起算：特快 5 個工作天、一般 10 個工作天、大量 15 個工作天。',
    },
  },
  {
    topic: 'PRICING',
    question: {
      ko: '벌크 접수 조건이 있나요?',
      en: 'Is there a minimum for Bulk?',
      tw: '大量方案有最低數量嗎？',
    },
    answer: {
      ko: '벌크는 한 주문에 20장 이상 접수할 때 선택할 수 있습니다.',
      en: 'Bulk is available when one order has 20 cards or more.',
      tw: '單筆訂單 20 張以上即可選擇大量方案。',
    },
  },
  {
    topic: 'PRICING',
    question: {
      ko: '회원 할인은 어떻게 적용되나요?',
      en: 'How does the member discount work?',
      tw: '會員折扣如何適用？',
    },
    answer: {
      ko: '회원 등급의 할인율이 결제 금액에 자동으로 적용됩니다. VIP 계정은 전용 할인이 적용되며 쿠폰과 함께 쓸 수 없습니다.',
      en: 'Your membership discount rate is applied to the total automatically. VIP accounts have their own discount and cannot use coupons on top.',
      tw: '會員等級的折扣會自動套用於付款金額。VIP 帳號享有專屬折扣，且不可與優惠券併用。',
    },
  },
  {
    topic: 'REHOLDER',
    question: {
      ko: '리홀더는 등급이 바뀌나요?',
      en: 'Does a re-holder change the grade?',
      tw: '換殼會改變等級嗎？',
    },
    answer: {
      ko: '아니요, 등급과 인증번호는 그대로 두고 케이스만 새것으로 교체합니다.',
      en: 'No. The grade and certification number stay the same; only the case is replaced.',
      tw: '不會。等級與認證編號維持不變，只更換卡殼。',
    },
  },
  {
    topic: 'REHOLDER',
    question: { ko: '리홀더 비용은 얼마인가요?', en: 'How much is a re-holder?', tw: '換殼費用是多少？' },
    answer: {
      ko: '장당 9,800원이며 회원 할인율이 적용됩니다.',
      en: 'KRW 9,800 a card, with your member discount applied.',
      tw: '每張 9,800 韓元，並適用會員折扣。',
    },
  },
  {
    topic: 'REHOLDER',
    question: {
      ko: '어떤 카드를 리홀더 할 수 있나요?',
      en: 'Which cards can be re-holdered?',
      tw: '哪些卡片可以換殼？',
    },
    answer: {
      ko: '당사에서 그레이딩한 카드만 가능합니다. 인증번호로 신청하며 같은 번호는 한 주문에 한 번만 접수됩니다.',
      en: 'Only cards we graded. Apply with their certification numbers; each number can appear once per order.',
      tw: '僅限本公司鑑定的卡片。請以認證編號申請，同一編號在一筆訂單中只能出現一次。',
    },
  },
];
