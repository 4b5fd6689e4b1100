// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach } from '@/testing/component-test';
import { fakeRoutes } from '@/testing/fake-routes';
import { renderWithProviders } from '@/testing/render-with-providers';
import { HomeNotices } from './home-notices';
import { HomePromotions } from './home-promotions';

const LOCALE_WAIT = { timeout: 10_000 };

cleanUpAfterEach();

const notice = (id: number, title: string) => ({
  id,
  kind: 'NOTICE' as const,
  title,
  summary: '',
  body: '',
  imageUrl: null,
  pinned: false,
  publishedAt: '2026-12-01T03:00:00.000Z',
});

// The home page's news sections (the content feature's, composed by the home route).
describe("the home page's notices and promotions", () => {
  it('lists the four newest notices, each linking to its place in the notice list', async () => {
    const calls = fakeRoutes({
      'GET /api/content/articles': () => ({ data: { rows: [notice(9, '설 연휴 배송 안내')], count: 1 } }),
    });
    await renderWithProviders(<HomeNotices />, { language: 'ko' });
    const link = await screen.findByRole('link', { name: '설 연휴 배송 안내' }, LOCALE_WAIT);
    expect(link.getAttribute('href')).toBe('/notice#article-9');
    expect(screen.getByRole('link', { name: '전체 보기' }).getAttribute('href')).toBe('/notice');
    expect(calls[0]!.query.get('kind')).toBe('NOTICE');
    expect(calls[0]!.query.get('limit')).toBe('4');
  });

  it.each([
    ['ko', '진행 중인 프로모션', '지금 진행 중인 프로모션이 없습니다.'],
    ['en', 'Current promotions', 'No promotions are running right now.'],
    ['tw', '進行中的優惠活動', '目前沒有進行中的優惠活動。'],
  ] as const)('says in words when no promotion runs (%s)', async (language, title, empty) => {
    fakeRoutes({ 'GET /api/admin/promotion/list': () => ({ data: { rows: [], count: 0 } }) });
    await renderWithProviders(<HomePromotions />, { language });
    expect((await screen.findByRole('heading', { level: 2 }, LOCALE_WAIT)).textContent).toBe(title);
    expect((await screen.findByTestId('empty')).textContent).toContain(empty);
  });

  it('shows each running promotion with its period, and an error when they cannot be read', async () => {
    fakeRoutes({
      'GET /api/admin/promotion/list': () => ({
        data: {
          rows: [
            {
              id: 1,
              title: '첫 그레이딩 배송비 무료',
              description: '신규 회원',
              imageUrl: null,
              landingUrl: null,
              startAt: '2026-12-01T00:00:00.000Z',
              endAt: '2026-12-31T00:00:00.000Z',
            },
          ],
          count: 1,
        },
      }),
    });
    await renderWithProviders(<HomePromotions />, { language: 'en' });
    const promotion = await screen.findByTestId('promotion', {}, LOCALE_WAIT);
    expect(promotion.textContent).toContain('첫 그레이딩 배송비 무료');
    expect(promotion.textContent).toMatch(/2026.*–.*2026/);
    cleanup();

    fakeRoutes({
      'GET /api/content/articles': () => ({ status: 503, code: 'DEGRADED', message: 'x' }),
    });
    await renderWithProviders(<HomeNotices />, { language: 'tw' });
    await screen.findByTestId('error', {}, LOCALE_WAIT);
  });
});
