// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach } from '@/testing/component-test';
import { fakeRoutes, type RouteHandlers } from '@/testing/fake-routes';
import { renderWithAddress } from '@/testing/address-probe';
import NoticeListPage from './notice-list-page';

const LOCALE_WAIT = { timeout: 10_000 };

cleanUpAfterEach();

const article = (id: number, kind: 'NOTICE' | 'EVENT', title: string, pinned = false) => ({
  id,
  kind,
  title,
  summary: '',
  body: '',
  imageUrl: null,
  pinned,
  publishedAt: '2026-12-01T03:00:00.000Z',
});

const articles: RouteHandlers['GET /api/content/articles'] = ({ query }) => ({
  data:
    query.get('kind') === 'EVENT'
      ? { rows: [article(7, 'EVENT', '연말 그레이딩 이벤트')], count: 1 }
      : { rows: [article(3, 'NOTICE', '배송 안내', true), article(2, 'NOTICE', '휴무 안내')], count: 2 },
});

const open = (language: 'ko' | 'en' | 'tw', path = '/notice') =>
  renderWithAddress(<NoticeListPage />, { language, path }, 'search');

// The notices page (spec: news): its list, tabs in the address, empty and failed states, three languages.
describe('the notice and event list', () => {
  it('lists notices (pinned marked, dated) and switches to events in the address', async () => {
    const calls = fakeRoutes({ 'GET /api/content/articles': articles });
    await open('ko');
    expect((await screen.findAllByRole('listitem', {}, LOCALE_WAIT)).map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^중요배송 안내/),
      expect.stringMatching(/^휴무 안내/),
    ]);
    fireEvent.click(screen.getByRole('tab', { name: '이벤트' }));
    expect((await screen.findByText('연말 그레이딩 이벤트')).closest('a')?.getAttribute('href')).toContain(
      '7',
    );
    expect(screen.getByTestId('address').textContent).toBe('?kind=EVENT');
    expect(screen.getByRole('tab', { name: '이벤트' }).getAttribute('aria-selected')).toBe('true');
    expect(calls.map((call) => call.query.get('kind'))).toEqual(['NOTICE', 'EVENT']);
  });

  it('opens on the events tab from the address (an event page leads back there)', async () => {
    fakeRoutes({ 'GET /api/content/articles': articles });
    await open('en', '/notice?kind=EVENT');
    await screen.findByText('연말 그레이딩 이벤트', {}, LOCALE_WAIT);
    expect(screen.getByRole('tab', { name: 'Events' }).getAttribute('aria-selected')).toBe('true');
  });

  it.each([
    ['ko', '공지 · 이벤트'],
    ['en', 'Notices & events'],
    ['tw', '公告 · 活動'],
  ] as const)(
    'says when there is nothing to read, and when the list cannot be read (%s)',
    async (language, title) => {
      fakeRoutes({ 'GET /api/content/articles': () => ({ data: { rows: [], count: 0 } }) });
      await open(language);
      expect((await screen.findByRole('heading', { level: 1 }, LOCALE_WAIT)).textContent).toBe(title);
      await screen.findByTestId('empty');
      cleanup();

      fakeRoutes({ 'GET /api/content/articles': () => ({ status: 500, code: 'INTERNAL', message: 'x' }) });
      await open(language);
      await screen.findByTestId('error', {}, LOCALE_WAIT);
    },
  );
});
