// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach } from '@/testing/component-test';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ArticleDetail } from './article-detail';

// The first render waits for its locale file: generous on a loaded machine.
const SLOW = { timeout: 15_000 };

cleanUpAfterEach();

const article = (kind: 'NOTICE' | 'EVENT' | 'COLUMN') => ({
  id: 12,
  kind,
  title: 'Holiday shipping',
  summary: 'No dispatch for five days.',
  body: 'Couriers rest over the holiday.',
  imageUrl: null,
  pinned: true,
  publishedAt: '2025-01-20T01:00:00.000Z',
});

describe('an article page', () => {
  it('shows the article the api answers, asked in the visitor language', async () => {
    const calls = fakeApi(() => ok(article('NOTICE')));
    await renderWithProviders(<ArticleDetail section="notice" />, {
      path: '/notice/12',
      route: '/notice/:id',
      language: 'en',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Holiday shipping' }, SLOW)).toBeTruthy();
    expect(screen.getByTestId('article-body').textContent).toBe('Couriers rest over the holiday.');
    expect(screen.getByText('Important')).toBeTruthy();
    expect(calls.map((c) => [c.path, c.lang])).toEqual([['/api/content/articles/12', 'en']]);
  }, 30_000);

  it('leads an event back to the events tab', async () => {
    fakeApi(() => ok(article('EVENT')));
    await renderWithProviders(<ArticleDetail section="notice" />, {
      path: '/notice/12',
      route: '/notice/:id',
      language: 'en',
    });
    await screen.findByTestId('article-detail', {}, SLOW);
    expect(screen.getByRole('link', { name: /Back to the list/ }).getAttribute('href')).toBe(
      '/notice?kind=EVENT',
    );
  }, 30_000);

  it('says so when the article is not published (404) or the id names nothing', async () => {
    fakeApi(() => ({ status: 404, body: { code: 'CONTENT.NOT_FOUND', message: 'Not found', data: null } }));
    await renderWithProviders(<ArticleDetail section="feed" />, {
      path: '/feed/99',
      route: '/feed/:id',
      language: 'tw',
    });
    expect(await screen.findByText('找不到這篇文章，或尚未發布。', {}, SLOW)).toBeTruthy();
    cleanup();
    const calls = fakeApi(() => ok(article('COLUMN')));
    await renderWithProviders(<ArticleDetail section="feed" />, { path: '/feed/abc', route: '/feed/:id' });
    expect(await screen.findByTestId('empty', {}, SLOW)).toBeTruthy();
    expect(calls).toEqual([]);
  }, 30_000);
});
