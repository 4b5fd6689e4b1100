// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach } from '@/testing/component-test';
import { fakeRoutes, type RouteAnswer } from '@/testing/fake-routes';
import { renderWithProviders } from '@/testing/render-with-providers';
import GalleryAlbumPage from './gallery-album-page';

const LOCALE_WAIT = { timeout: 10_000 };

cleanUpAfterEach();

type AlbumAnswer = RouteAnswer<'GET /api/gallery/albums/{id}'>;

const album = (cards: number): AlbumAnswer => ({
  data: {
    id: 'album-1',
    name: '피카츄 모음',
    description: '1998년 프로모',
    isPublic: true,
    cover: null,
    cardCount: cards,
    likeCount: 3,
    ownerNickname: null,
    likedByMe: false,
    publishedAt: '2026-12-01T00:00:00.000Z',
    createdAt: '2026-12-01T00:00:00.000Z',
    updatedAt: '2026-12-01T00:00:00.000Z',
    cards: Array.from({ length: cards }, (_, i) => ({
      certificationNumber: `710000${i}`,
      grade: '10',
      authentic: false,
      card: {
        cardCategory: 'POKEMON',
        playerName: 'Pikachu',
        setName: 'Promo',
        year: 1998,
        cardNumber: '1',
        autograph: false,
        sportsType: null,
      },
      gradedAt: '2026-11-30T00:00:00.000Z',
    })),
  },
});

const open = (answer: () => AlbumAnswer, language: 'ko' | 'en' | 'tw') => {
  fakeRoutes({ 'GET /api/gallery/albums/{id}': answer });
  return renderWithProviders(<GalleryAlbumPage />, {
    language,
    path: '/collection-gallery/album-1',
    route: '/collection-gallery/:id',
  });
};

// /collection-gallery/:id: one public album, its cards and likes; missing, empty and failed albums.
describe('a public album in the gallery', () => {
  it("shows the album, its owner ('a member' when anonymous), its cards and its likes", async () => {
    await open(() => album(2), 'en');
    const shown = await screen.findByTestId('gallery-album', {}, LOCALE_WAIT);
    expect(shown.textContent).toContain('A member · 2 cards');
    expect(shown.textContent).toContain('1998년 프로모');
    expect(screen.getAllByTestId('graded-card')).toHaveLength(2);
  });

  it.each([
    ['ko', '없거나 공개되지 않은 앨범입니다.', '아직 앨범에 카드가 없습니다.'],
    ['en', 'This album does not exist or is not public.', 'No cards in this album yet.'],
    ['tw', '此相簿不存在或未公開。', '相簿中還沒有卡片。'],
  ] as const)(
    'says an album is missing or private, or has no card yet (%s)',
    async (language, missing, noCards) => {
      await open(() => ({ status: 404, code: 'ALBUM.NOT_FOUND', message: 'x' }), language);
      expect((await screen.findByTestId('empty', {}, LOCALE_WAIT)).textContent).toContain(missing);
      cleanup();
      await open(() => album(0), language);
      expect((await screen.findByTestId('empty', {}, LOCALE_WAIT)).textContent).toContain(noCards);
    },
  );

  it('offers to try again when the album cannot be read', async () => {
    await open(() => ({ status: 500, code: 'INTERNAL', message: 'x' }), 'ko');
    await screen.findByTestId('error', {}, LOCALE_WAIT);
  });
});
