// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeRoutes, type RouteHandlers } from '@/testing/fake-routes';
import { renderWithProviders } from '@/testing/render-with-providers';
import DraftsDialog from './drafts-dialog';

const SLOW = 60_000;
const DRAFT_ID = '0193a5c0-0000-7000-8000-0000000000d2';

afterEach(cleanup);

// The read model lags under load: the list still names the draft after its deletion was answered.
const lagging: RouteHandlers = {
  'GET /api/orders/drafts': () => ({
    data: [
      {
        orderId: DRAFT_ID,
        submitType: 'GENERAL',
        revision: 1,
        updatedAt: '2026-11-28T01:00:00.000Z',
        draft: {
          submitType: 'GENERAL',
          orderType: 'BULK',
          cardLines: [{ cardCategory: 'BASEBALL', playerName: 'Ohtani', quantity: 20, isAuto: false }],
        },
      },
    ],
  }),
  'DELETE /api/orders/drafts/{id}': ({ params }) => ({
    data: { orderId: params.id!, revision: 2 },
  }),
};

describe('the drafts dialog', () => {
  it(
    'shows a deleted draft gone at once, even while the list still names it',
    async () => {
      const calls = fakeRoutes(lagging);
      await renderWithProviders(<DraftsDialog onClose={() => undefined} />, {
        path: '/grading/submit?type=GENERAL&level=REG',
        language: 'ko',
      });
      fireEvent.click(await screen.findByTestId('draft-delete', undefined, { timeout: 10_000 }));
      const confirm = await waitFor(() => {
        const button = document.querySelector<HTMLElement>('.ant-popconfirm .ant-btn-dangerous');
        expect(button).not.toBeNull();
        return button!;
      });
      fireEvent.click(confirm);
      await screen.findByTestId('empty', undefined, { timeout: 10_000 });
      expect(
        calls.some((call) => call.method === 'DELETE' && call.path === `/api/orders/drafts/${DRAFT_ID}`),
      ).toBe(true);
      expect(screen.queryByTestId('draft-row')).toBeNull();
    },
    SLOW,
  );
});
