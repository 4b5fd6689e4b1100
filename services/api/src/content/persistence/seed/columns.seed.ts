import type { ArticleSeed } from './article-seed.types';

export const COLUMN_SEED: ArticleSeed[] = [
  {
    kind: 'COLUMN',
    pinned: false,
    imageUrl: '/content/column-1.svg',
    publishedAt: '2025-02-03T10:00:00+09:00',
    title: { ko: '카드 보관의 기본', en: 'Card storage basics', tw: '卡片保存的基本' },
    summary: {
      ko: '슬리브, 탑로더, 습도. 등급을 지키는 세 가지.',
      en: 'Sleeves, top loaders and humidity: three things that keep a grade.',
      tw: '卡套、硬卡夾與濕度：守住等級的三件事。',
    },
    body: {
      ko: '개봉 직후 카드를 바로 슬리브에 넣고, 탑로더로 한 번 더 보호하세요. 습도는 40~50%가 적당하며 직사광선을 피해야 합니다. 고무줄로 묶거나 바인더 링 쪽에 끼우면 가장자리가 눌려 등급이 떨어질 수 있습니다.',
      en: 'Sleeve a card as soon as the pack is open, then protect it again with a top loader. Keep humidity around 40–50% and out of direct sunlight. Rubber bands and binder rings press the edges and can cost you a grade.',
      tw: '開包後立即將卡片放入卡套，再以硬卡夾加強保護。濕度維持在 40% 至 50%，並避免陽光直射。橡皮筋或活頁夾環會壓傷邊緣，可能讓等級下降。',
    },
  },
  {
    kind: 'COLUMN',
    pinned: false,
    imageUrl: '/content/column-2.svg',
    publishedAt: '2025-03-05T10:00:00+09:00',
    title: { ko: '센터링 읽는 법', en: 'How to read centering', tw: '如何判讀置中' },
    summary: {
      ko: '55:45와 60:40의 차이가 10등급을 가릅니다.',
      en: 'The gap between 55:45 and 60:40 decides a 10.',
      tw: '55:45 與 60:40 的差距決定能否拿到 10 分。',
    },
    body: {
      ko: '센터링은 앞면 여백의 좌우, 상하 비율입니다. 10등급은 55:45~60:40, 9등급은 60:40, 8등급은 65:35 이내가 기준입니다. 자로 여백을 재고 큰 쪽을 두 여백의 합으로 나누면 비율을 쉽게 구할 수 있습니다.',
      en: 'Centering is the ratio of the front borders, left to right and top to bottom. A 10 needs 55:45 to 60:40, a 9 needs 60:40, an 8 needs 65:35. Measure both borders with a ruler and divide the wider one by their sum to get the ratio.',
      tw: '置中是指正面邊框左右與上下的比例。10 分需在 55:45 至 60:40 之間，9 分為 60:40，8 分為 65:35 以內。用尺量出兩側邊框，將較寬的一側除以兩者之和即可得出比例。',
    },
  },
  {
    kind: 'COLUMN',
    pinned: false,
    imageUrl: '/content/column-3.svg',
    publishedAt: '2025-04-07T10:00:00+09:00',
    title: { ko: '2025 포켓몬 시장 리뷰', en: 'Pokémon market review 2025', tw: '2025 寶可夢市場回顧' },
    summary: {
      ko: '151 세트와 일러스트 레어가 이끈 1분기.',
      en: 'A first quarter led by the 151 set and illustration rares.',
      tw: '由 151 系列與插畫稀有卡帶動的第一季。',
    },
    body: {
      ko: '1분기 접수량은 포켓몬 151 세트와 일러스트 레어 카드가 이끌었습니다. 10등급 비율은 센터링에서 갈렸고, 같은 카드라도 10등급과 9등급의 거래가는 세 배 가까이 차이 났습니다.',
      en: 'First-quarter submissions were led by the Pokémon 151 set and illustration rares. Centering decided most 10s, and the same card traded at nearly three times the price as a 10 compared with a 9.',
      tw: '第一季送件量由寶可夢 151 系列與插畫稀有卡領先。能否拿到 10 分多半取決於置中，同一張卡 10 分與 9 分的成交價差距近三倍。',
    },
  },
];
