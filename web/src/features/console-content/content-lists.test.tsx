// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { ArticleEntity, FaqEntity, PopupEntity } from '@/lib/api/generated/slabworks-api';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import ArticlesPage from './articles-page';
import FaqPage from './faq-page';
import PopupsPage from './popups-page';

// Each content list draws its title and its rows in the console's language (issue 33: the content
// journey's pass over the three lists in ko, en and tw moved here; the journey keeps the paths).
cleanUpAfterEach();

const text = (ko: string, en: string, tw: string) => ({ ko, en, tw });

// `satisfies`: the rows keep their texts in all three languages, which the lists below show.
const popup = {
  id: 3,
  type: 'POPUP',
  deviceType: 'PC',
  title: text('봄 세일', 'Spring sale', '春季特賣'),
  image: text('/api/content-images/ko.jpg', '', ''),
  landingUrl: null,
  sortOrder: 1,
  status: true,
  startAt: '2026-11-27T00:00:00.000Z',
  endAt: '2026-12-27T00:00:00.000Z',
} satisfies PopupEntity;
const article = {
  id: 4,
  kind: 'NOTICE',
  title: text('배송 안내', 'Shipping notice', '出貨公告'),
  summary: text('연휴 배송 일정', 'Holiday schedule', '連假出貨時程'),
  body: text('연휴에는 출고가 쉬어 갑니다.', 'No dispatch over the holiday.', '連假期間暫停出貨。'),
  imageUrl: null,
  pinned: false,
  status: true,
  publishedAt: '2026-11-27T00:00:00.000Z',
} satisfies ArticleEntity;
const faq = {
  id: 5,
  topic: 'GRADING',
  question: text('슬랩 색상을 고를 수 있나요?', 'Can I choose the slab colour?', '可以選擇殼的顏色嗎？'),
  answer: text('네, 주문서에서 고릅니다.', 'Yes, on the order form.', '可以，在訂單上選擇。'),
  sortOrder: 1,
  status: true,
} satisfies FaqEntity;

type Translated = ReturnType<typeof text>;

// Each list (at test id `console-<list>`), the row it is given, the row's own title it shows in a
// table row, and the list's heading.
const screens: Array<[string, ComponentType, unknown, Translated, Translated]> = [
  ['popups', PopupsPage, popup, popup.title, text('팝업', 'Popups', '彈出視窗')],
  [
    'articles',
    ArticlesPage,
    article,
    article.title,
    text('공지 · 이벤트 · 칼럼', 'Notices, events and columns', '公告・活動・專欄'),
  ],
  ['faq', FaqPage, faq, faq.question, text('자주 묻는 질문', 'FAQ', '常見問題')],
];

describe('the console’s content lists', () => {
  for (const [name, Page, row, shown, heading] of screens)
    for (const language of ['ko', 'en', 'tw'] as const)
      it(
        `${name} in ${language}: the title and a row in the language`,
        async () => {
          fakeApi(() => ok({ rows: [row], count: 1 }));
          await renderWithProviders(<Page />, { language });
          const list = await screen.findByTestId(`console-${name}`, {}, LOCALE_WAIT);
          expect(await screen.findByRole('heading', { name: heading[language] }, LOCALE_WAIT)).toBeTruthy();
          const cell = await screen.findByText(
            shown[language],
            { selector: '.ant-table-row *' },
            LOCALE_WAIT,
          );
          expect(list.contains(cell)).toBe(true);
        },
        SLOW,
      );
});
