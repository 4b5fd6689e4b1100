// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BannerListApiResponse } from '@/lib/api/generated/slabworks-api';
import { languages } from '@/lib/languages';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { fakeRoutes } from '@/testing/fake-routes';
import { renderWithProviders } from '@/testing/render-with-providers';
import { MainBanners } from './main-banners';

cleanUpAfterEach();

type Banner = BannerListApiResponse['data']['rows'][number];

const banner = (id: number, change: Partial<Banner> = {}): Banner => ({
  id,
  type: 'MAIN',
  deviceType: null,
  status: true,
  startAt: '2026-01-01T00:00:00.000Z',
  endAt: '2099-01-01T00:00:00.000Z',
  title: `Autumn event ${id}`,
  fileInfo: { url: `/api/uploads/banner-${id}` },
  colorCode: '#123456',
  landingUrl: null,
  ...change,
});

const banners = (rows: Banner[]) =>
  fakeRoutes({ 'GET /api/admin/banner/list': () => ({ data: { rows, count: rows.length } }) });

describe('the home page’s main banners', () => {
  // The hero's words in each language: its title and its main call to action.
  const HERO = {
    ko: { title: '당신의 카드, 가장 정확한 등급으로', apply: '그레이딩 신청하기' },
    en: { title: 'Your cards, graded with precision', apply: 'Apply for grading' },
    tw: { title: '您的卡片，以最精準的等級呈現', apply: '立即申請鑑定' },
  } as const;

  it.each(languages)(
    'shows the brand hero in %s when no main banner is live (ended, or of another kind)',
    async (language) => {
      banners([banner(1, { endAt: '2020-01-01T00:00:00.000Z' }), banner(2, { type: 'SUB' })]);
      await renderWithProviders(<MainBanners />, { language });
      const hero = await screen.findByTestId('home-hero', {}, LOCALE_WAIT);
      expect(within(hero).getByRole('heading', { level: 1 }).textContent).toBe(HERO[language].title);
      expect(within(hero).getByText(HERO[language].apply).getAttribute('href')).toBe('/grading/submit/price');
      expect(screen.queryByTestId('main-banners')).toBeNull();
    },
    SLOW,
  );

  it(
    'shows live banners one at a time, its landing link, and a dot per banner to choose another',
    async () => {
      banners([banner(1, { landingUrl: '/grading' }), banner(2, { colorCode: null })]);
      await renderWithProviders(<MainBanners />, { language: 'en' });
      const carousel = await screen.findByTestId('main-banners', {}, LOCALE_WAIT);
      const first = within(carousel).getByAltText('Autumn event 1');
      expect(first.closest('a')?.getAttribute('href')).toBe('/grading');
      const dots = within(carousel).getAllByRole('button');
      expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(['Banner 1', 'Banner 2']);
      expect(dots[0]!.getAttribute('aria-current')).toBe('true');

      fireEvent.click(dots[1]!);
      const second = within(carousel).getByAltText('Autumn event 2');
      // Without a landing address the banner is only a picture.
      expect(second.closest('a')).toBeNull();
      expect(within(carousel).getAllByRole('button')[1]!.getAttribute('aria-current')).toBe('true');
    },
    SLOW,
  );
});
