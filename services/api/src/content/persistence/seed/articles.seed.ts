import type { ArticleSeed } from './article-seed.types';
import { COLUMN_SEED } from './columns.seed';

const NOTICES_AND_EVENTS: ArticleSeed[] = [
  {
    kind: 'NOTICE',
    pinned: true,
    imageUrl: null,
    publishedAt: '2025-01-20T10:00:00+09:00',
    title: { ko: '설 연휴 배송 안내', en: 'Lunar New Year shipping schedule', tw: '春節連假出貨公告' },
    summary: {
      ko: '2월 8일부터 12일까지 입고와 출고가 쉬어 갑니다.',
      en: 'No intake or dispatch from 8 to 12 February.',
      tw: '2 月 8 日至 12 日暫停收件與出貨。',
    },
    body: {
      ko: '설 연휴 기간(2월 8일~12일)에는 택배사 휴무로 입고와 출고가 쉬어 갑니다. 연휴 전 마지막 출고는 2월 7일 오후 3시이며, 연휴에 도착한 카드는 2월 13일부터 순서대로 입고 처리합니다. 익스프레스 처리 기간은 입고일부터 다시 계산됩니다.',
      en: 'Couriers rest over the Lunar New Year holiday (8–12 February), so we neither receive nor dispatch cards. The last dispatch before the holiday is on 7 February at 3 p.m.; cards that arrive during the holiday are checked in from 13 February in order of arrival. Express turnaround counts from the day a card is checked in.',
      tw: '春節連假期間（2 月 8 日至 12 日）物流公司休息，暫停收件與出貨。連假前最後出貨時間為 2 月 7 日下午 3 點；連假期間送達的卡片將自 2 月 13 日起依序入庫。特快方案的處理天數自入庫日起算。',
    },
  },
  {
    kind: 'NOTICE',
    pinned: false,
    imageUrl: null,
    publishedAt: '2025-02-17T10:00:00+09:00',
    title: { ko: '리홀더 서비스 정식 오픈', en: 'Re-holder service now open', tw: '換殼服務正式開始' },
    summary: {
      ko: '등급은 그대로, 케이스만 새것으로. 장당 9,800원입니다.',
      en: 'Same grade, new case: KRW 9,800 a card.',
      tw: '等級不變，只換新卡殼，每張 9,800 韓元。',
    },
    body: {
      ko: '긁히거나 깨진 케이스를 새 케이스로 바꿔 드리는 리홀더 서비스를 시작합니다. 당사에서 그레이딩한 카드의 인증번호로 신청하며, 등급과 라벨 정보는 바뀌지 않습니다. 비용은 장당 9,800원이며 회원 할인율이 적용됩니다.',
      en: 'Our re-holder service replaces a scratched or cracked case with a new one. Apply with the certification numbers of cards we graded; the grade and label stay as they are. It costs KRW 9,800 a card, with your member discount applied.',
      tw: '換殼服務開始受理：將刮傷或破裂的卡殼換成新卡殼。請以本公司鑑定卡片的認證編號申請，等級與標籤資訊不會改變。每張 9,800 韓元，並適用會員折扣。',
    },
  },
  {
    kind: 'NOTICE',
    pinned: false,
    imageUrl: null,
    publishedAt: '2025-03-01T10:00:00+09:00',
    title: { ko: '개인정보처리방침 개정 안내', en: 'Privacy policy update', tw: '隱私權政策修訂公告' },
    summary: {
      ko: '대만 지사 운영에 따른 국외 이전 항목이 추가됩니다.',
      en: 'A section on transfers to our Taiwan branch is added.',
      tw: '因應台灣分公司營運，新增跨境傳輸條款。',
    },
    body: {
      ko: '3월 15일부터 개정된 개인정보처리방침이 적용됩니다. 대만 지사에서 주문을 처리하기 위해 필요한 정보(이름, 연락처, 배송지)의 국외 이전 항목이 추가되었습니다. 자세한 내용은 개인정보처리방침 페이지에서 확인해 주세요.',
      en: 'The revised privacy policy applies from 15 March. It adds a section on transferring the data our Taiwan branch needs to handle orders (name, contact details, delivery address). The privacy policy page has the full text.',
      tw: '修訂後的隱私權政策自 3 月 15 日起適用，新增台灣分公司處理訂單所需資料（姓名、聯絡方式、收件地址）的跨境傳輸條款。詳細內容請見隱私權政策頁面。',
    },
  },
  {
    kind: 'NOTICE',
    pinned: false,
    imageUrl: null,
    publishedAt: '2025-04-01T10:00:00+09:00',
    title: {
      ko: '대만 지사 접수 시작',
      en: 'Taiwan branch now accepting submissions',
      tw: '台灣分公司開始受理送件',
    },
    summary: {
      ko: '타이베이 지사에서 대만 달러로 접수하고 결제할 수 있습니다.',
      en: 'Submit and pay in New Taiwan dollars at our Taipei branch.',
      tw: '可於台北分公司以新台幣送件與付款。',
    },
    body: {
      ko: '4월부터 타이베이 지사에서 그레이딩 접수를 받습니다. 대만 회원은 대만 달러로 결제하고, 그레이딩이 끝난 카드는 지사를 거쳐 국내 배송으로 받아 보실 수 있습니다.',
      en: 'From April our Taipei branch accepts grading submissions. Members in Taiwan pay in New Taiwan dollars, and graded cards come back through the branch by domestic delivery.',
      tw: '自 4 月起，台北分公司開始受理鑑定送件。台灣會員可以新台幣付款，鑑定完成的卡片將經由分公司以國內配送寄回。',
    },
  },
  {
    kind: 'EVENT',
    pinned: false,
    imageUrl: '/content/promo-2.svg',
    publishedAt: '2025-03-10T10:00:00+09:00',
    title: { ko: '유희왕 발매 기념 이벤트', en: 'Yu-Gi-Oh! release celebration', tw: '遊戲王發售紀念活動' },
    summary: {
      ko: '신규 세트 카드를 레귤러로 접수하면 장당 9,900원.',
      en: 'Cards from the new set on Regular for KRW 9,900 a card.',
      tw: '新系列卡片以一般方案送件，每張 9,900 韓元。',
    },
    body: {
      ko: '유희왕 신규 세트 발매를 기념해 해당 세트 카드를 레귤러로 접수하면 장당 9,900원에 그레이딩해 드립니다. 접수 시 카드 분류에서 이벤트 항목을 선택해 주세요. 벌크 주문에는 적용되지 않습니다.',
      en: 'To celebrate the new Yu-Gi-Oh! set, we grade its cards on Regular for KRW 9,900 a card. Choose the event category when you enter the cards. Not available on Bulk orders.',
      tw: '為慶祝遊戲王新系列發售，該系列卡片以一般方案送件每張 9,900 韓元。填寫卡片時請選擇活動分類。大量方案不適用。',
    },
  },
  {
    kind: 'EVENT',
    pinned: false,
    imageUrl: '/content/promo-1.svg',
    publishedAt: '2025-04-15T10:00:00+09:00',
    title: {
      ko: 'K리그 골드 패러렐 그레이딩 이벤트',
      en: 'K League gold parallel grading event',
      tw: 'K 聯賽金色平行卡鑑定活動',
    },
    summary: {
      ko: 'K리그 골드 패러렐 카드 레귤러 장당 9,900원.',
      en: 'K League gold parallels on Regular for KRW 9,900 a card.',
      tw: 'K 聯賽金色平行卡一般方案每張 9,900 韓元。',
    },
    body: {
      ko: '이번 시즌 K리그 골드 패러렐 카드를 레귤러로 접수하면 장당 9,900원입니다. 사인 카드는 오토 그레이딩 비용 3,000원이 추가됩니다.',
      en: 'This season’s K League gold parallel cards are KRW 9,900 a card on Regular. Autographed cards add KRW 3,000 for autograph grading.',
      tw: '本季 K 聯賽金色平行卡以一般方案送件每張 9,900 韓元。簽名卡另加簽名鑑定費 3,000 韓元。',
    },
  },
];

export const ARTICLE_SEED: ArticleSeed[] = [...NOTICES_AND_EVENTS, ...COLUMN_SEED];
