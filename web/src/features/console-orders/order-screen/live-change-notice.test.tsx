// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ok, stubApiFetch } from '@/testing/stub-api-fetch';
import { LiveChangeNotice } from './live-change-notice';

cleanUpAfterEach();

const event = (revision: number, type: string, actorName: string) => ({
  revision,
  type,
  at: '2026-11-27T01:00:00.000Z',
  actorId: `actor-${revision}`,
  actorRole: 'OPERATOR',
  actorName,
});

describe('the order screen’s notice of changes made by someone else', () => {
  it(
    'names who did what between the revision last seen and the one shown, and closes',
    async () => {
      // The stream may already hold a later event the read model has not shown: not told yet.
      const calls = stubApiFetch(() =>
        ok([event(4, 'CardsShippedIn', 'desk-anna'), event(5, 'CardsWarehoused', 'desk-anna')]),
      );
      const onClose = vi.fn();
      await renderWithProviders(
        <LiveChangeNotice orderId="o-1" seen={3} shown={4} me="me-1" onClose={onClose} />,
        {
          language: 'en',
        },
      );
      const notice = await screen.findByTestId('order-live-change', {}, LOCALE_WAIT);
      expect(notice.textContent).toContain('Someone else changed this order');
      expect(notice.textContent).toContain('Received — desk-anna (Operator)');
      expect(notice.textContent).not.toContain('Warehoused');
      expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/console/orders/o-1/history' });
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(onClose).toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    'never tells the staff member’s own partial cancel; the refund that follows is told as the system’s',
    async () => {
      // The partial cancel reached the screen before its answer did (seen is still 3).
      stubApiFetch(() =>
        ok([
          { ...event(4, 'PartialCancelCompleted', 'desk-me'), actorId: 'me-1' },
          { ...event(5, 'RefundIssued', ''), actorId: null, actorRole: 'SYSTEM', actorName: null },
        ]),
      );
      await renderWithProviders(
        <LiveChangeNotice orderId="o-1" seen={3} shown={5} me="me-1" onClose={vi.fn()} />,
        {
          language: 'en',
        },
      );
      const notice = await screen.findByTestId('order-live-change', {}, LOCALE_WAIT);
      expect(notice.textContent).toContain('The order moved on');
      expect(notice.textContent).not.toContain('Someone else');
      expect(notice.textContent).not.toContain('desk-me');
      expect(notice.textContent).toContain('System');
    },
    SLOW,
  );

  it(
    'shows nothing when every change since was the staff member’s own',
    async () => {
      const calls = stubApiFetch(() =>
        ok([{ ...event(4, 'PartialCancelRequested', 'desk-me'), actorId: 'me-1' }]),
      );
      await renderWithProviders(
        <div data-testid="host">
          <LiveChangeNotice orderId="o-1" seen={3} shown={4} me="me-1" onClose={vi.fn()} />
        </div>,
        { language: 'ko' },
      );
      await screen.findByTestId('host', {}, LOCALE_WAIT);
      await waitFor(() => expect(calls.length).toBeGreaterThan(0));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByTestId('order-live-change')).toBeNull();
    },
    SLOW,
  );
});
