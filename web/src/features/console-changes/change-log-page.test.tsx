// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsoleChangeEntry } from '@/lib/api/generated/slabworks-api';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { fakeApi, ok, serverDown, type FakeAnswer } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import ChangeLogPage from './change-log-page';

cleanUpAfterEach();

const change = (edit: Partial<ConsoleChangeEntry> = {}): ConsoleChangeEntry => ({
  id: 7,
  subject: 'BANNER',
  subjectId: '12',
  action: 'UPDATE',
  changedBy: 'a1b2c3d4-0000-4000-8000-000000000001',
  changedByName: '한지민',
  changedByRole: 'ADMIN',
  // 16:30 UTC is already the next day in Seoul.
  changedAt: '2026-11-27T16:30:00.000Z',
  fields: ['status', 'sortOrder'],
  label: 'Winter sale',
  orderId: null,
  before: { status: true },
  after: { status: false },
  ...edit,
});

const NOTE = change({
  id: 6,
  subject: 'ORDER_NOTE',
  subjectId: 'o-1',
  action: 'CREATE',
  changedByName: 'desk-anna',
  changedByRole: 'OPERATOR',
  fields: [],
  label: null,
  orderId: 'o-1',
});

const answering = (answer: () => FakeAnswer) =>
  fakeApi((call) => (call.path === '/api/console/changes' ? answer() : { status: 404, body: {} }));

describe('the content change log', () => {
  it(
    'says who (name and role), when (Seoul time, en) and what, with a link to the content',
    async () => {
      const calls = answering(() => ok({ rows: [change(), NOTE], count: 2 }));
      await renderWithProviders(<ChangeLogPage />, { language: 'en', path: '/console/changes' });
      const lines = await screen.findAllByTestId('change-line', {}, LOCALE_WAIT);
      expect(lines).toHaveLength(2);
      const first = within(lines[0]!);
      expect(first.getByTestId('change-who').textContent).toBe('한지민 (Admin)');
      expect(first.getByTestId('change-when').textContent).toBe('Nov 28, 2026, 1:30 AM');
      expect(lines[0]!.textContent).toContain('Edited');
      expect(lines[0]!.textContent).toContain('Banner · Winter sale');
      expect(lines[0]!.textContent).toContain('Changed: shown, order');
      expect(first.getByTestId('change-link').getAttribute('href')).toBe('/console/content/banners');
      expect(within(lines[1]!).getByTestId('change-who').textContent).toBe('desk-anna (Operator)');
      expect(within(lines[1]!).getByTestId('change-link').getAttribute('href')).toBe('/console/orders/o-1');
      expect(calls[0]!.search).toContain('offset=0');
    },
    SLOW,
  );

  it(
    'filters by content from the address and from the select, starting at the first page',
    async () => {
      const calls = answering(() => ok({ rows: [change()], count: 45 }));
      await renderWithProviders(<ChangeLogPage />, {
        language: 'en',
        path: '/console/changes?subject=BANNER&page=2',
      });
      await screen.findAllByTestId('change-line', {}, LOCALE_WAIT);
      expect(calls[0]!.search).toContain('subject=BANNER');
      expect(calls[0]!.search).toContain('offset=20');
      const kind = screen.getByLabelText<HTMLSelectElement>('Kind of change');
      expect([...kind.options].map((option) => option.text)).toContain('Deleted');
      fireEvent.change(kind, { target: { value: 'DELETE' } });
      await waitFor(() => expect(calls.at(-1)!.search).toContain('action=DELETE'));
      expect(calls.at(-1)!.search).toContain('offset=0');
      expect(calls.at(-1)!.search).toContain('subject=BANNER');
    },
    SLOW,
  );

  it(
    'says so when nothing was changed yet (Korean)',
    async () => {
      answering(() => ok({ rows: [], count: 0 }));
      await renderWithProviders(<ChangeLogPage />, { language: 'ko' });
      expect(await screen.findByText('아직 변경 기록이 없습니다.', {}, LOCALE_WAIT)).toBeTruthy();
      expect(screen.getByText('콘텐츠 변경 기록')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'names the person and the time in Traditional Chinese',
    async () => {
      answering(() => ok({ rows: [change()], count: 1 }));
      await renderWithProviders(<ChangeLogPage />, { language: 'tw' });
      const line = await screen.findByTestId('change-line', {}, LOCALE_WAIT);
      expect(within(line).getByTestId('change-who').textContent).toBe('한지민 (管理員)');
      expect(line.textContent).toContain('修改');
      expect(line.textContent).toContain('橫幅');
      expect(line.textContent).toContain('變更項目：顯示, 順序');
      expect(within(line).getByTestId('change-when').textContent).toMatch(/2026.*11.*28/);
    },
    SLOW,
  );

  it(
    'says the log could not be loaded, and reads again on retry',
    async () => {
      let fail = true;
      answering(() => (fail ? serverDown('boom') : ok({ rows: [change()], count: 1 })));
      await renderWithProviders(<ChangeLogPage />, { language: 'en' });
      const error = await screen.findByTestId('changes-error', {}, LOCALE_WAIT);
      expect(error.textContent).toContain('The change log could not be loaded.');
      fail = false;
      fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByTestId('change-line')).toBeTruthy();
    },
    SLOW,
  );
});
