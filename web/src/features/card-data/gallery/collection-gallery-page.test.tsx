// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach } from '@/testing/component-test';
import { fakeRoutes, type RouteHandlers } from '@/testing/fake-routes';
import { renderWithAddress } from '@/testing/address-probe';
import CollectionGalleryPage from './collection-gallery-page';

const LOCALE_WAIT = { timeout: 10_000 };

cleanUpAfterEach();

const album = (n: number, ownerNickname: string | null) => ({
  id: `album-${n}`,
  name: `앨범 ${n}`,
  description: null,
  isPublic: true,
  cover: null,
  cardCount: n,
  likeCount: 10 - n,
  ownerNickname,
  publishedAt: '2026-12-01T00:00:00.000Z',
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
});

const gallery =
  (total: number): RouteHandlers['GET /api/gallery/albums'] =>
  ({ query }) => ({
    data: {
      sort: query.get('sort') === 'likes' ? 'likes' : 'newest',
      page: Number(query.get('page') ?? 1),
      size: 12,
      total,
      items: [album(1, '민수'), album(2, null)],
    },
  });

const open = (language: 'ko' | 'en' | 'tw', path = '/collection-gallery') =>
  renderWithAddress(<CollectionGalleryPage />, { language, path }, 'search');

// /collection-gallery: public albums, sorted and paged in the address, with empty and failed states.
describe('the collection gallery', () => {
  it("shows each album with its owner (or 'a member'), cards and likes, and sorts by likes in the address", async () => {
    const calls = fakeRoutes({ 'GET /api/gallery/albums': gallery(2) });
    await open('en');
    const tiles = await screen.findAllByTestId('album-tile', {}, LOCALE_WAIT);
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual([
      '/collection-gallery/album-1',
      '/collection-gallery/album-2',
    ]);
    expect(tiles[0]!.textContent).toContain('민수');
    expect(tiles[1]!.textContent).toContain('A member');
    expect(tiles[1]!.textContent).toContain('2 cards');
    fireEvent.click(screen.getByTestId('gallery-sort-likes'));
    await vi.waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?sort=likes'));
    await vi.waitFor(() => expect(calls.at(-1)!.query.get('sort')).toBe('likes'));
  });

  it('pages through many albums, keeping the sort in the address', async () => {
    const calls = fakeRoutes({ 'GET /api/gallery/albums': gallery(30) });
    await open('ko', '/collection-gallery?sort=likes');
    await screen.findAllByTestId('album-tile', {}, LOCALE_WAIT);
    fireEvent.click(screen.getByTitle('2'));
    await vi.waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?sort=likes&page=2'));
    await vi.waitFor(() => expect(calls.at(-1)!.query.get('page')).toBe('2'));
  });

  it.each([
    ['ko', '아직 공개된 앨범이 없습니다.'],
    ['en', 'No public albums yet.'],
    ['tw', '目前還沒有公開相簿。'],
  ] as const)(
    'says when no album is public, and when the gallery cannot be read (%s)',
    async (language, empty) => {
      fakeRoutes({
        'GET /api/gallery/albums': () => ({
          data: { sort: 'newest', page: 1, size: 12, total: 0, items: [] },
        }),
      });
      await open(language);
      expect((await screen.findByTestId('empty', {}, LOCALE_WAIT)).textContent).toContain(empty);
      cleanup();
      fakeRoutes({ 'GET /api/gallery/albums': () => ({ status: 500, code: 'INTERNAL', message: 'x' }) });
      await open(language);
      await screen.findByTestId('error', {}, LOCALE_WAIT);
    },
  );
});
