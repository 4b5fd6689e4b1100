// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ok, stubApiFetch } from '@/testing/stub-api-fetch';
import InquiriesPage from './inquiries-page';

cleanUpAfterEach();

const inquiry = {
  id: '6f1c1f4e-2b9b-4a57-9d43-0d7f3b1f8a10',
  name: '이민아',
  phone: null,
  email: 'haven@example.com',
  company: '카드 헤이븐',
  region: '부산',
  content: '그레이딩 접수 대행을 하고 싶습니다.',
  language: 'ko',
  handledAt: null,
  handledBy: null,
  handledByName: null,
  handledByRole: null,
  handledByEmail: null,
  createdAt: '2026-11-27T01:00:00.000Z',
};

describe('the partnership-inquiry inbox', () => {
  it(
    'says so when nothing is open',
    async () => {
      stubApiFetch(() => ok({ rows: [], count: 0 }));
      await renderWithProviders(<InquiriesPage />, { language: 'tw' });
      expect(await screen.findByText('沒有未處理的洽詢。', {}, LOCALE_WAIT)).toBeTruthy();
    },
    SLOW,
  );

  it(
    'names the staff member who handled an inquiry, with the role in words',
    async () => {
      stubApiFetch(() =>
        ok({
          rows: [
            {
              ...inquiry,
              handledAt: '2026-11-27T02:00:00.000Z',
              handledBy: '0b9e8f1c-4f7a-4d0e-9a51-3c2f1e7d6b20',
              handledByName: 'desk-anna',
              handledByRole: 'OPERATOR',
              handledByEmail: 'anna@slabworks.example',
            },
          ],
          count: 1,
        }),
      );
      await renderWithProviders(<InquiriesPage />, { language: 'en' });
      const cell = await screen.findByTestId('inquiry-handled-by', {}, LOCALE_WAIT);
      expect(cell.textContent).toBe('desk-anna (Operator)');
      fireEvent.click(screen.getByTestId('inquiry-open'));
      // The drawer's module loads when it is first opened.
      expect((await screen.findByTestId('inquiry-detail-handled-by', {}, LOCALE_WAIT)).textContent).toBe(
        'desk-anna (Operator) · anna@slabworks.example',
      );
    },
    SLOW,
  );

  it(
    'opens an inquiry and marks it handled',
    async () => {
      const calls = stubApiFetch((method) =>
        method === 'PUT'
          ? ok({ ...inquiry, handledAt: '2026-11-27T02:00:00.000Z' })
          : ok({ rows: [inquiry], count: 1 }),
      );
      await renderWithProviders(<InquiriesPage />, { language: 'ko' });
      fireEvent.click(await screen.findByTestId('inquiry-open', {}, LOCALE_WAIT));
      expect(
        await screen.findByText(
          '그레이딩 접수 대행을 하고 싶습니다.',
          { selector: '[data-testid=inquiry-content]' },
          LOCALE_WAIT,
        ),
      ).toBeTruthy();
      fireEvent.click(screen.getByTestId('inquiry-toggle'));
      await waitFor(() =>
        expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
          path: `/api/console/content/inquiries/${inquiry.id}/handled`,
          body: { handled: true },
        }),
      );
      expect(calls[0].path).toBe('/api/console/content/inquiries');
    },
    SLOW,
  );
});
